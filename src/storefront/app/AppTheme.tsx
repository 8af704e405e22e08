import { createTheme, CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionProvider } from '@/DirectionProvider';
import { isRtl } from '@/i18n';
import { createAppTheme } from '@/theme';

// The storefront reads as a consumer site: sentence-case buttons rather than MUI's capitals.
const storefrontOverrides = {
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // A heading the focus is moved to after a page change (RouteFocus) is a reading position, not a control.
    MuiCssBaseline: { styleOverrides: { 'main :is(h1, h2)[tabindex="-1"]:focus': { outline: 'none' } } },
  },
} as const;

/** MUI theme and emotion cache in the direction of the current language (Arabic: right to left). */
export function AppTheme({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const language = i18n.language;
  // MUI's own screen-reader words ("pagination navigation", "Open", "Close", "Clear") in the reader's language.
  const theme = useMemo(
    () =>
      createTheme(createAppTheme(direction), storefrontOverrides, {
        components: {
          MuiPagination: { defaultProps: { 'aria-label': t('storefront:a11y.pagination') } },
          MuiAutocomplete: { defaultProps: { openText: t('storefront:a11y.open'), closeText: t('storefront:a11y.close'), clearText: t('storefront:a11y.clear') } },
          MuiAlert: { defaultProps: { closeText: t('storefront:a11y.close') } },
        },
      }),
    // t changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [direction, language],
  );
  return (
    <DirectionProvider direction={direction}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </DirectionProvider>
  );
}
