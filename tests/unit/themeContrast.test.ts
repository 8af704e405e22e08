import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/theme';

/** Status colours write small text (chips, notes) on white, or white on them: WCAG AA asks 4.5:1 (Lighthouse's audit). */
describe('light theme contrast', () => {
  const { palette } = createAppTheme('ltr', 'light');
  for (const name of ['primary', 'success', 'warning', 'error', 'info'] as const) {
    it(`${name} text on white and white on ${name} read at 4.5:1 or more`, () => {
      for (const shade of [palette[name].main, palette[name].dark]) expect(getContrastRatio(shade, '#fff'), `${name} ${shade}`).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette[name].main, palette[name].contrastText)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
