import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type FormSectionProps = {
  /** Translation key of the section heading. */
  title: string;
  help?: string;
  /** Two columns from the md breakpoint on (one on phones). */
  columns?: 1 | 2;
  children: ReactNode;
};

/** A headed group of fields in a long form, laid out in one or two columns. */
export function FormSection({ title, help, columns = 2, children }: FormSectionProps) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mt: 1 }}>
        {translate(title)}
      </Typography>
      {help ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' }, columnGap: 2, alignItems: 'start' }}>{children}</Box>
    </Box>
  );
}

/** A field spanning both columns of a FormSection. */
export function FullRow({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
