import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../../../api';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPageFailure } from './ErrorPageFailure';
import { ErrorView } from './ErrorView';

/** The status a thrown thing stands for; page load errors default to 500 (spec section 8). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}

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
