import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type User } from '@/api';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { errorText } from '@/storefront/feedback/errorText';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { initials } from '@/storefront/layout/AccountMenu';
import { useSession } from '@/storefront/session/sessionContext';

export const AVATAR_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Pick a photo, see it, then save it; the server judges type and size and its answer is shown. */
export function AvatarCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const handleSave = async () => {
    if (!file) return;
    setSaving(true);
    setError(null);
    try {
      const updated = await api.user.updateAvatar(file);
      setUser(updated);
      setFile(null);
      apiMessages.show({ message: t('profile.avatarSaved'), status: 200 });
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} alignItems="center" sx={{ textAlign: 'center' }}>
      <Avatar
        src={preview ?? user.avatar ?? undefined}
        alt={preview ? t('profile.avatarPreview') : t('profile.avatarCurrent')}
        sx={{ width: 120, height: 120, fontSize: 40, bgcolor: 'secondary.main' }}
      >
        {initials(user)}
      </Avatar>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>
          {user.first_name} {user.last_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {user.email}
        </Typography>
      </Box>
      <input
        id={inputId}
        type="file"
        accept={AVATAR_TYPES}
        hidden
        aria-label={t('profile.chooseAvatar')}
        onChange={(e) => {
          setError(null);
          setFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      {file ? (
        <Stack direction="row" spacing={1}>
          <SubmitButton type="button" busy={saving} size="medium" onClick={() => void handleSave()}>
            {t('profile.saveAvatar')}
          </SubmitButton>
          <Button onClick={() => setFile(null)} disabled={saving}>
            {t('common:cancel')}
          </Button>
        </Stack>
      ) : (
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<PhotoCameraIcon />}>
          {t('profile.chooseAvatar')}
        </Button>
      )}
      {error ? (
        <Alert severity="error" role="alert" sx={{ textAlign: 'start' }}>
          {error}
        </Alert>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('profile.avatarHint')}
        </Typography>
      )}
    </Stack>
  );
}
