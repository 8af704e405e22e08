import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, CircularProgress } from '@mui/material';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

export interface PictureUploadProps {
  /** The picture shown now (a URL), or none. */
  src: string | null | undefined;
  /** Shown in the avatar when there is no picture. */
  initial: string;
  alt: string;
  size: number;
  /** Sends the chosen file; the record is refreshed once it answers. */
  upload: (file: File) => Promise<unknown>;
  /** Translation keys of the button and of the success notice. */
  uploadLabel: string;
  savedMessage: string;
  testId: string;
  /** Extra text after the button (e.g. the accepted formats). */
  children?: ReactNode;
}

/** A record's picture with a button that replaces it: the upload's first field error is the notice when it fails. */
export function PictureUpload({ src, initial, alt, size, upload, uploadLabel, savedMessage, testId, children }: PictureUploadProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await upload(file);
      notify(savedMessage, { type: 'success' });
      refresh();
    } catch (err) {
      const body = (err as { body?: { errors?: Record<string, string> } }).body;
      notify(Object.values(body?.errors ?? {})[0] ?? (err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={src ?? undefined} alt={alt} sx={{ width: size, height: size, fontSize: size / 40 + 'rem' }}>
        {initial}
      </Avatar>
      <input ref={fileRef} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden onChange={onFile} data-testid={testId} />
      <Button variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <PhotoCameraIcon />} disabled={busy} onClick={() => fileRef.current?.click()}>
        {translate(uploadLabel)}
      </Button>
      {children}
    </Box>
  );
}
