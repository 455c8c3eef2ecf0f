/**
 * Idempotency-Key for spending and crediting requests. The first request with a key runs its work
 * and stores the outcome (a success's status and body, or an AppError) in the same transaction as
 * the work; retries with the same key and the same request get that outcome again without running
 * anything. A retry arriving while the first is still running waits on the key's primary key and
 * then replays. The same key with a different request is refused with 409 CONFLICT
 * (`error.IDEMPOTENCY_KEY_REUSED`).
 */
import crypto from 'node:crypto';
import type { Request } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorCode } from '@app/shared';
import { AppError, fieldError } from '../../lib/errors';
import { queryRows } from '../../lib/sql';

export interface IdempotencyScope {
  userId: number;
  key: string;
  /** What the request does, e.g. `plan-purchase:3`; part of the request's identity. */
  scope: string;
  /** `requestHash(body)`: the same key with a different body is refused. */
  requestHash: string;
}

export interface IdempotentResult<T> {
  status: number;
  body: T;
  /** True when this is a stored earlier result. */
  replayed: boolean;
}

interface StoredError {
  error: {
    code: ErrorCode;
    messageId: string;
    fields?: Record<string, string[]>;
    values?: Record<string, string | number>;
    details?: Record<string, string | number>;
  };
}

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Canonical JSON (sorted keys) hashed, so `{a,b}` and `{b,a}` are the same request. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(value ?? null)))
    .digest('hex');
}

/** The request's Idempotency-Key header: required, 1 to 255 visible ASCII characters (422 otherwise). */
export function idempotencyKeyOf(req: Request): string {
  const raw = req.get(HEADER);
  if (raw === undefined || raw === '') throw fieldError({ 'Idempotency-Key': 'validation.required' });
  if (!KEY_PATTERN.test(raw)) throw fieldError({ 'Idempotency-Key': 'validation.idempotency_key' });
  return raw;
}

const toStored = (e: AppError): StoredError => ({
  error: { code: e.code, messageId: e.messageId, fields: e.fields, values: e.values, details: e.details },
});
const fromStored = ({ error: e }: StoredError) => new AppError(e.code, e.messageId, e.fields, e.values, e.details);

/**
 * Runs `work` once per (user, key). `work` gets the transaction's manager and answers the status and
 * body to send. An AppError (4xx) from it is stored and rethrown (its writes rolled back to a
 * savepoint); any other error rolls everything back, key included, so a retry runs the work again.
 */
export async function withIdempotency<T>(
  ds: DataSource,
  s: IdempotencyScope,
  work: (manager: EntityManager) => Promise<{ status: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const hash = requestHash({ scope: s.scope, request: s.requestHash });
  const outcome = await ds.transaction(async (m) => {
    const claimed = await queryRows(
      m,
      `INSERT INTO idempotency_keys (user_id, key, request_hash, status, body) VALUES ($1, $2, $3, 0, 'null')
       ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
      [s.userId, s.key, hash],
    );
    if (claimed.length === 0) {
      const [prior] = await queryRows<{ requestHash: string; status: number; body: unknown }>(
        m,
        `SELECT request_hash AS "requestHash", status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
        [s.userId, s.key],
      );
      if (prior.requestHash !== hash) throw new AppError(ErrorCode.CONFLICT, 'error.IDEMPOTENCY_KEY_REUSED');
      return { status: prior.status, body: prior.body, replayed: true };
    }

    await m.query('SAVEPOINT idempotent_work');
    let result: { status: number; body: unknown };
    try {
      result = await work(m);
    } catch (e) {
      // A server-side failure (5xx, e.g. a provider down) is not an answer to keep: the retry runs again.
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      await m.query('ROLLBACK TO SAVEPOINT idempotent_work');
      result = { status: e.status, body: toStored(e) };
    }
    // The first answer is the stored JSON too, so a replay is byte-for-byte the same body.
    const json = JSON.stringify(result.body ?? null);
    await m.query(`UPDATE idempotency_keys SET status = $3, body = $4::json WHERE user_id = $1 AND key = $2`, [s.userId, s.key, result.status, json]);
    return { status: result.status, body: JSON.parse(json) as unknown, replayed: false };
  });
  // Only errors are stored with a status of 400 and above (successes are 200/201).
  if (outcome.status >= 400) throw fromStored(outcome.body as StoredError);
  return outcome as IdempotentResult<T>;
}
