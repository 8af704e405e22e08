import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '@/dataProvider';
import { useRefreshIdentity } from '../auth/useRefreshIdentity';
import { PictureUpload } from '../form/PictureUpload';
import { userName } from './userRecord';

/** The user's picture, replaced through PUT /admin/users/{id}/update-avatar. */
export function UserAvatarSection() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const refreshIdentity = useRefreshIdentity();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="user-avatar-title" sx={{ px: 2, py: 3 }}>
      <Typography id="user-avatar-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.users.avatar.title')}
      </Typography>
      <PictureUpload
        src={record.avatar}
        initial={String(record.first_name ?? '?').charAt(0)}
        alt={userName(record)}
        size={72}
        upload={async (file) => {
          const saved = await dataProvider.updateUserAvatar(record.id, file);
          refreshIdentity(record.id);
          return saved;
        }}
        uploadLabel="resources.users.avatar.upload"
        savedMessage="resources.users.avatar.saved"
        testId="avatar-file"
      >
        <Typography variant="caption" color="text.secondary">
          {translate('resources.users.avatar.help')}
        </Typography>
      </PictureUpload>
    </Box>
  );
}
