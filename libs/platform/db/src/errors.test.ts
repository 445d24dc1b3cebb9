import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isInvalidCharacterError, isInvalidValueError, isLockTimeout, isUniqueViolation } from './errors';
import { isRetryableTransactionError } from './retry';

const pgError = (code: string) => Object.assign(new Error('pg'), { code });

describe('named Postgres error checks', () => {
  it('tells each SQLSTATE apart, and ignores non-errors', () => {
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
    expect(isUniqueViolation(pgError('23503'))).toBe(false);
    expect(isLockTimeout(pgError('55P03'))).toBe(true);
    expect(isLockTimeout(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true);
    expect(isLockTimeout(pgError('57014'))).toBe(false);
    expect(isInvalidCharacterError(pgError('22P05'))).toBe(true);
    expect(isInvalidCharacterError(pgError('22021'))).toBe(true);
    // Class 22 (data exception) minus the character errors: values the statement could not take.
    for (const code of ['22007', '22008', '22003', '22P02', '22025', '22001']) expect(isInvalidValueError(pgError(code))).toBe(true);
    for (const code of ['22021', '22P05', '23505', '42P01', '40001', '2200']) expect(isInvalidValueError(pgError(code))).toBe(false);
    expect(isRetryableTransactionError(pgError('40001'))).toBe(true);
    expect(isRetryableTransactionError(pgError('40P01'))).toBe(true);
    for (const v of [null, undefined, 'x', 42, {}]) {
      expect(isUniqueViolation(v)).toBe(false);
      expect(isLockTimeout(v)).toBe(false);
      expect(isInvalidValueError(v)).toBe(false);
    }
  });
});

describe('isDatabaseUnavailable', () => {
  const sysError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('is true for a refused or cut connection, connection exceptions and a server shutting down', () => {
    for (const e of [
      sysError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      sysError('ECONNRESET', 'read ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Client was closed and is not queryable'),
      // As knex reports them: the statement, then node-postgres' message.
      new Error('BEGIN; - Connection terminated unexpectedly'),
      new Error('COMMIT; - Client has encountered a connection error and is not queryable'),
      new Error('select * from "t" where "id" = $1 - Client was closed and is not queryable'),
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
      pgError('08006'),
      pgError('08003'),
      pgError('57P01'),
      pgError('57P03'),
      pgError('53300'),
    ])
      expect(isDatabaseUnavailable(e), String(e)).toBe(true);
  });

  it("is false for the request's own faults, conflicts, lock timeouts and non-errors", () => {
    for (const e of [
      pgError('23505'),
      pgError('22P02'),
      pgError('55P03'),
      pgError('40001'),
      new Error('Timeout acquiring a connection. The pool is probably full.'),
      new Error('boom'),
      // A value that merely mentions it (a customer's text in a failed statement) is not the connection.
      new Error('insert into "notes" ("body") values ($1) - value too long: Connection terminated unexpectedly, said the customer'),
      new Error('Connection terminated unexpectedly, said the customer'),
      undefined,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(e), String(e)).toBe(false);
  });
});
