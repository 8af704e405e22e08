import { useRouteError } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPageFailure } from './ErrorPageFailure';
import { errorStatus } from './errorStatus';
import { ErrorView } from './ErrorView';

/** The router's errorElement: the error page, itself guarded. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorBoundary fallback={<ErrorPageFailure />}>
      <ErrorView status={errorStatus(error)} />
    </ErrorBoundary>
  );
}
