import { createTheme, type Theme } from '@mui/material/styles';
import { PRIMARY } from './brandColour';

export { PRIMARY };

/** One theme for storefront and admin; direction follows the interface language, the mode the user's settings (admin). */
export function createAppTheme(direction: 'ltr' | 'rtl', mode: 'light' | 'dark' = 'light'): Theme {
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: PRIMARY },
      secondary: { main: '#f28c28' },
      // MUI's light warning (#ed6c02) and info (#0288d1) are 3.1:1 and 3.9:1 on white: too faint for the small chip
      // and note text they colour (WCAG AA asks 4.5:1). These are 5.2:1 and 4.8:1, their dark shades 7:1 and more.
      ...(mode === 'light' ? { warning: { main: '#c2410c', light: '#ea580c', dark: '#9a3412', contrastText: '#fff' }, info: { main: '#0277bd', dark: '#01579b', contrastText: '#fff' } } : {}),
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1440 } },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif' },
    shape: { borderRadius: 8 },
  });
}
