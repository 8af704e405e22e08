import { Alert, AlertTitle, Box, Button, CircularProgress, type AlertProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryRun } from './retryRun';

export type RetryBoxProps = {
  /** The screen's own words for what failed. */
  message: ReactNode;
  title?: ReactNode;
  /** What "Try again" does; a promise (a refetch) keeps the button busy until it settles. */
  onRetry(): unknown;
  /** Busy for a reason the box does not see (a booking being sent). */
  busy?: boolean;
  severity?: Extract<AlertProps['severity'], 'error' | 'warning'>;
  /** A button text of the screen's own where "Try again" would say less ("Check again"). */
  retryLabel?: string;
  'data-testid'?: string;
};

/** Something failed to load or go through, said in the screen's words, with a button that tries again. */
export function RetryBox({ message, title, onRetry, busy = false, severity = 'error', retryLabel, 'data-testid': testId }: RetryBoxProps) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  const waiting = busy || retrying;
  const handleRetry = retryRun(onRetry, waiting, setRetrying);
  return (
    <Alert
      role="alert"
      severity={severity}
      data-testid={testId}
      action={
        // aria-disabled rather than disabled: the button keeps the keyboard focus while it waits.
        <Button
          color="inherit"
          size="small"
          onClick={handleRetry}
          aria-disabled={waiting || undefined}
          aria-busy={waiting || undefined}
          startIcon={waiting ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {retryLabel ?? t('common:retry')}
        </Button>
      }
    >
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}

/** A whole page that could not be loaded: the box, centred where the page would have been. */
export function RetryPage(props: RetryBoxProps) {
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 6 }}>
      <RetryBox {...props} />
    </Box>
  );
}
