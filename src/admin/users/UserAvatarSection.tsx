import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Avatar, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { userName } from './userRecord';

/** The user's picture, replaced through PUT /admin/users/{id}/update-avatar. */
export function UserAvatarSection() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await dataProvider.updateUserAvatar(record.id, file);
      notify('resources.users.avatar.saved', { type: 'success' });
      refresh();
    } catch (err) {
      const body = (err as { body?: { errors?: Record<string, string> } }).body;
      notify(Object.values(body?.errors ?? {})[0] ?? (err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="user-avatar-title" sx={{ px: 2, py: 3 }}>
      <Typography id="user-avatar-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.users.avatar.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={record.avatar ?? undefined} alt={userName(record)} sx={{ width: 72, height: 72, fontSize: '1.8rem' }}>
          {String(record.first_name ?? '?').charAt(0)}
        </Avatar>
        <input ref={fileRef} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden onChange={handleFile} data-testid="avatar-file" />
        <Button variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <PhotoCameraIcon />} disabled={busy} onClick={() => fileRef.current?.click()}>
          {translate('resources.users.avatar.upload')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate('resources.users.avatar.help')}
        </Typography>
      </Box>
    </Box>
  );
}
