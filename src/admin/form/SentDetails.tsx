import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * What someone outside sent (an owner's request, a driver's report), read-only above the fields staff work with:
 * the facts two to a row on a wide screen, then their free text in full.
 */
export function SentDetails({ children, textLabel, text }: { children: ReactNode; textLabel: string; text: string | null }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2, width: '100%' }}>
      {children}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(textLabel)}
        </Typography>
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
          {text || '—'}
        </Typography>
      </Box>
    </Box>
  );
}
