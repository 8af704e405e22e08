import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type FactSectionProps = { id: string; title: string; children: ReactNode };

/** A titled panel of the booking page; its heading names the region for screen readers. */
export function FactSection({ id, title, children }: FactSectionProps) {
  const translate = useTranslate();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Paper>
  );
}

export type FactListProps = { children: ReactNode };

export function FactList({ children }: FactListProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', columnGap: 2, rowGap: 0.75 }}>
      {children}
    </Box>
  );
}

export type FactProps = { label: string; children: ReactNode };

/** One label and value; an empty value shows a dash. */
export function Fact({ label, children }: FactProps) {
  const translate = useTranslate();
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {empty ? '—' : children}
      </Typography>
    </>
  );
}
