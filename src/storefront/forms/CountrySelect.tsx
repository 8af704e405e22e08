import { TextField, type TextFieldProps } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/i18n/regions';
import { useCountries } from './useCountries';

export type CountrySelectProps<T extends FieldValues, TOut> = Omit<TextFieldProps, 'select' | 'children' | 'name'> & {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
};

/**
 * A native select (best on phones) of the countries from the API. Controlled,
 * so a saved country shows even when the list arrives after the form.
 */
export function CountrySelect<T extends FieldValues, TOut>({ name, control, ...props }: CountrySelectProps<T, TOut>) {
  const { t, i18n } = useTranslation();
  const countries = useCountries();
  const lng = i18n.language;
  // Named and ordered in the reader's language (the API's names are English).
  const choices = useMemo(() => {
    const named = (countries.data ?? []).map((c) => ({ ...c, name: countryName(c, lng) }));
    return lng === 'en' ? named : named.sort((a, b) => a.name.localeCompare(b.name, lng));
  }, [countries.data, lng]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          {...props}
          id={props.id ?? `field-${name}`}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{countries.isPending ? t('common:loading') : t('forms.chooseCountry')}</option>
          {choices.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.flag ? `${c.flag} ` : ''}
              {c.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
