import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '@/api';

/** The status a thrown thing stands for; page load errors default to 500 (spec section 8). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}
