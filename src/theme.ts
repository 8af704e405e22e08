import { createTheme, type Theme } from '@mui/material/styles';

export const PRIMARY = '#005288';

/** One theme for storefront and admin; direction follows the interface language, the mode the user's settings (admin). */
export function createAppTheme(direction: 'ltr' | 'rtl', mode: 'light' | 'dark' = 'light'): Theme {
  return createTheme({
    direction,
    palette: { mode, primary: { main: PRIMARY }, secondary: { main: '#f28c28' } },
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1440 } },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 8 },
  });
}
