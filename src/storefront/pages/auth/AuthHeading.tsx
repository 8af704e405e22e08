import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type AuthHeadingProps = { title: string; subtitle?: ReactNode };

export function AuthHeading({ title, subtitle }: AuthHeadingProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 30 } }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
