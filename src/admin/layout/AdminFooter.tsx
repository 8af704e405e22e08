import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { readRuntimeConfig } from '@/api/client';

/** The product version, as the spec's admin footer shows it. */
export function AdminFooter() {
  const translate = useTranslate();
  const { version } = readRuntimeConfig();
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('appName')} · {translate('footer.version', { version })}
      </Typography>
    </Box>
  );
}
