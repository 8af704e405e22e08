/**
 * Errors that say "the database cannot be reached or did not answer in time", not "this request is wrong": the
 * API answers them 503 with Retry-After, and the same request succeeds once the database is back.
 */

/** Socket errors of a connection that could not be opened or was cut. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown (pg_terminate_backend, a restart), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or in recovery), 57014 query_canceled (statement_timeout, a lock waited on too
 * long), 53300 too_many_connections, 3D000 the database does not exist (yet); class 08 is every connection exception.
 */
const sqlStates = new Set(['57P01', '57P02', '57P03', '57014', '53300', '3D000']);

/** What node-postgres and its pool say when a connection is lost, cannot be had in time, or was dropped by us. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Connection discarded',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && driverMessages.some((m) => message.startsWith(m))) return true;
  // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}
