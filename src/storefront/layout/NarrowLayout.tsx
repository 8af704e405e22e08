import { Box, Paper } from '@mui/material';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';

/** The narrow auth layout: one centred card (verification and password reset). */
export function NarrowLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#eef3f7', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2, color: 'primary.main' }}>
        <Logo tone="dark" />
        <LanguageSwitcher />
      </Box>
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: { xs: 'flex-start', sm: 'center' }, px: 2, pb: 6 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}
