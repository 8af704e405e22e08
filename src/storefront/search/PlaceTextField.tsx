import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { CircularProgress, IconButton, InputAdornment, Tooltip } from '@mui/material';
import type { AutocompleteRenderInputParams } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from './OutlinedField';
import type { NearMeStatus } from './useNearMe';

export type PlaceTextFieldProps = {
  size: 'small' | 'medium';
  autoFocus?: boolean;
  nearMeStatus: NearMeStatus;
  onNearMe(): void;
  /** While suggestions load. */
  loading?: boolean;
  /** From the Autocomplete once it has loaded; without them this is a plain field bound to `text`. */
  params?: AutocompleteRenderInputParams;
  text?: string;
  onText?(text: string): void;
  onFocus?(): void;
  onBlur?(): void;
  /** The box's name (a route's "From" and "To"); the place search's by default. */
  label?: string;
};

/** The place box itself, the same before and after the suggestions code has loaded (so nothing jumps). */
export function PlaceTextField({ size, autoFocus, nearMeStatus, onNearMe, loading, params, text, onText, onFocus, onBlur, label }: PlaceTextFieldProps) {
  const { t } = useTranslation('storefront');
  const problem = nearMeStatus === 'denied' ? t('search.nearMeDenied') : nearMeStatus === 'unavailable' ? t('search.nearMeUnavailable') : null;
  const plain = params ? {} : { value: text ?? '', onChange: (e: React.ChangeEvent<HTMLInputElement>) => onText?.(e.target.value), onFocus, onBlur };
  return (
    <OutlinedField
      id={params?.id}
      disabled={params?.disabled}
      inputLabel={params?.InputLabelProps}
      {...plain}
      fullWidth
      // The Autocomplete's own floor: in a shrink-to-fit form (the error pages) the plain box would otherwise be 0 wide.
      sx={{ '& .MuiInputBase-input': { minWidth: 30 } }}
      label={label ?? t('search.label')}
      placeholder={t('search.placeholder')}
      autoFocus={autoFocus}
      size={size}
      error={Boolean(problem)}
      helperText={problem}
      htmlInput={params ? params.inputProps : { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', autoComplete: 'off' }}
      input={{
        ...params?.InputProps,
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon aria-hidden="true" />
          </InputAdornment>
        ),
        endAdornment: (
          <>
            {loading ? <CircularProgress color="inherit" size={18} aria-hidden="true" /> : null}
            <Tooltip title={t('search.nearMe')}>
              <IconButton onClick={onNearMe} aria-label={t('search.nearMe')} edge="end" size="small" disabled={nearMeStatus === 'locating'}>
                {nearMeStatus === 'locating' ? <CircularProgress size={18} aria-label={t('search.locating')} /> : <MyLocationIcon />}
              </IconButton>
            </Tooltip>
            {params?.InputProps.endAdornment}
          </>
        ),
      }}
    />
  );
}
