import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Keeps a form's fields to a readable width on wide screens. */
export function FormColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <Box sx={{ width: '100%', maxWidth: wide ? 1080 : 840 }}>{children}</Box>;
}
