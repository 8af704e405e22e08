import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@server/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('which errors mean "the database is unavailable" (503, try again)', () => {
  it('a connection that cannot be opened or was cut', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    // localhost: one refusal per address.
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {}))).toBe(true);
  });

  it('PostgreSQL shutting down, starting, out of connections, a statement timeout, a connection exception, no database', () => {
    for (const code of ['57P01', '57P02', '57P03', '57014', '53300', '3D000', '08000', '08003', '08006', '08001', '08P01']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it('what node-postgres and its pool say when a connection is lost or cannot be had in time', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Client has encountered a connection error and is not queryable',
      'Connection discarded: an earlier statement on it did not answer',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('not: bad SQL, constraint violations, serialization failures, other errors', () => {
    for (const code of ['23505', '23503', '42P01', '42703', '40001', '40P01', '22P02', 'FST_ERR_CTP_INVALID_JSON_BODY', 'ERR_X']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([]))).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), new Error('boom')]))).toBe(false);
    for (const value of [null, undefined, 'Connection terminated', 42]) expect(isDatabaseUnavailable(value)).toBe(false);
  });
});
