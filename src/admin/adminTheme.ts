import { createTheme, type Theme } from '@mui/material/styles';
import { defaultTheme as raTheme } from 'react-admin';
import { createAppTheme } from '../theme';

const formDefaults = { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } as const;

/**
 * The product theme (colours, breakpoints, direction) with react-admin's component
 * defaults on top, so inputs fill their form column and lists look like react-admin's.
 */
export function createAdminTheme(direction: 'ltr' | 'rtl', mode: 'light' | 'dark' = 'light'): Theme {
  const components = raTheme.components ?? {};
  const dark = mode === 'dark';
  return createTheme(createAppTheme(direction, mode), {
    sidebar: raTheme.sidebar,
    palette: { background: dark ? { default: '#121417', paper: '#1c1f24' } : { default: '#f5f6f8' } },
    components: {
      ...components,
      MuiTextField: { ...components.MuiTextField, defaultProps: { ...components.MuiTextField?.defaultProps, ...formDefaults } },
      MuiFormControl: { ...components.MuiFormControl, defaultProps: { ...components.MuiFormControl?.defaultProps, ...formDefaults } },
      // The app's own field errors, in the admin's language, rather than the browser's bubble on the first bad field.
      RaSimpleForm: { defaultProps: { noValidate: true } },
      // Each field's text runs in its own direction, found from what it holds: in the Arabic back office a longitude
      // read "99.546339-", an English address "I-20 Frontage Rd 7484" (dir="auto" for every input and textarea).
      MuiInputBase: { ...components.MuiInputBase, styleOverrides: { ...components.MuiInputBase?.styleOverrides, input: { unicodeBidi: 'plaintext' } } },
      RaToolbar: { styleOverrides: { root: { backgroundColor: dark ? '#23272e' : '#eef1f4' } } },
      // The toolbar keeps the brand colour in the dark theme too.
      MuiAppBar: { defaultProps: { enableColorOnDark: true } },
    },
  });
}
