import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & { busy: boolean; type?: 'submit' | 'button' };

/** A submit button that is disabled, with a spinner, while the form is being sent. */
export function SubmitButton({ busy, children, disabled, type = 'submit', ...rest }: SubmitButtonProps) {
  return (
    <Button
      type={type}
      variant="contained"
      size="large"
      disableElevation
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}
