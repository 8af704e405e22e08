import { FormControl, FormHelperText, InputLabel, OutlinedInput, type InputLabelProps, type OutlinedInputProps, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTypedBeforeHydration } from '../../ssr/useTypedBeforeHydration';

export type OutlinedFieldProps = {
  label: ReactNode;
  id?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** The parts of the box around the text (adornments, and the Autocomplete's ref and handlers). */
  input?: Partial<OutlinedInputProps>;
  /** The <input> element's own attributes. */
  htmlInput?: OutlinedInputProps['inputProps'];
  inputLabel?: Partial<InputLabelProps>;
} & Pick<OutlinedInputProps, 'type' | 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'placeholder' | 'autoFocus'>;

/**
 * MUI's outlined TextField, put together from the same parts (same markup, labels and descriptions) but without
 * TextField's `select` mode, whose Select, Menu, Popover and Modal would otherwise come with the home page.
 */
export function OutlinedField({ label, id: idOverride, helperText, error = false, required = false, fullWidth = false, disabled = false, size, sx, input, htmlInput, inputLabel, ...field }: OutlinedFieldProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const typed = useTypedBeforeHydration(id, field.value, field.onChange);
  return (
    <FormControl className="MuiTextField-root" error={error} required={required} fullWidth={fullWidth} disabled={disabled} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        id={id}
        label={label}
        notched={inputLabel?.shrink}
        inputProps={htmlInput}
        {...field}
        {...(typed !== undefined ? { value: typed } : {})}
        {...input}
      />
      {helperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
