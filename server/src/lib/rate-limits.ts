import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type IORedis from 'ioredis';
import { ErrorCode } from '@app/shared';
import type { AppConfig, RateLimitRule } from '../config/env';
import { AppError } from './errors';

type Identify = (req: Request) => string | undefined;
type Key = (req: Request) => string;

interface LimiterOptions {
  /** The counter's name: one per route, so the same budget is never drawn by two different actions. */
  name: string;
  rule: RateLimitRule;
  identify?: Identify;
  /** Count only failed requests (logins): a whole class logging in at once is never throttled. */
  failuresOnly?: boolean;
}

const tooMany = (retryAfterSeconds: number) =>
  new AppError(ErrorCode.TOO_MANY_ATTEMPTS, 'error.TOO_MANY_ATTEMPTS', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

/**
 * Checks the failure count before the request and adds to it only when the answer is a failure.
 * (express-rate-limit's skipSuccessfulRequests counts every request up front and takes successes back
 * afterwards, so 50 correct logins in the same second overrun a limit of 20.)
 */
function failureLimiter(store: Store, windowMs: number, limit: number, key: Key, skip?: (req: Request) => boolean): RequestHandler {
  void store.init?.({ windowMs } as Options);
  return async (req, res, next) => {
    if (skip?.(req)) return next();
    const k = key(req);
    const info = await store.get?.(k);
    if (info && info.totalHits >= limit) {
      const resetAt = info.resetTime?.getTime() ?? Date.now() + windowMs;
      return next(tooMany((resetAt - Date.now()) / 1000));
    }
    res.once('finish', () => {
      if (res.statusCode >= 400) void Promise.resolve(store.increment(k)).catch(() => undefined);
    });
    next();
  };
}

/**
 * Each limited action gets a per-IP and a per-identifier limiter. With Redis configured the counters
 * are shared by every API replica; without it they live in this process.
 */
export function rateLimiterFactory(config: AppConfig['rateLimit'], redis: IORedis | null) {
  const store = (suffix: string): Store =>
    redis
      ? new RedisStore({
          prefix: `${config.prefix}${suffix}:`,
          sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
        })
      : new MemoryStore();

  const byIp: Key = (req) => ipKeyGenerator(req.ip ?? '');

  function limiter(
    suffix: string,
    windowMs: number,
    limit: number,
    key: Key,
    failuresOnly: boolean,
    skip?: (req: Request) => boolean,
  ): RequestHandler {
    if (failuresOnly) return failureLimiter(store(suffix), windowMs, limit, key, skip);
    return rateLimit({
      windowMs,
      limit,
      store: store(suffix),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: key,
      ...(skip ? { skip } : {}),
      handler: (_req, _res, next, options) => next(tooMany(options.windowMs / 1000)),
    });
  }

  return function limit(opts: LimiterOptions): RequestHandler[] {
    const chain: RequestHandler[] = [];
    if (opts.rule.perIp > 0) chain.push(limiter(`${opts.name}:ip`, opts.rule.windowMs, opts.rule.perIp, byIp, !!opts.failuresOnly));
    if (opts.identify && opts.rule.perIdentifier > 0) {
      const identify = opts.identify;
      chain.push(
        limiter(
          `${opts.name}:id`,
          opts.rule.windowMs,
          opts.rule.perIdentifier,
          (req) => `id:${(identify(req) ?? '').toLowerCase()}`,
          !!opts.failuresOnly,
          (req) => !identify(req),
        ),
      );
    }
    return chain;
  };
}
export type RateLimit = ReturnType<typeof rateLimiterFactory>;

/** The identifier a login or reset names: e-mail or username from the body. */
export const bodyIdentifier: Identify = (req) => {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const v = b.email ?? b.username;
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};
/** The authenticated caller. */
export const callerIdentifier: Identify = (req) => (req.user ? `user:${req.user.id}` : undefined);
