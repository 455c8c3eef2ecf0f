import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type IORedis from 'ioredis';
import { ErrorCode } from '@app/shared';
import type { AppConfig, RateLimitRule } from '../config/env';
import { AppError } from './errors';

/** Who a request is about: undefined when it names nobody (then only the per-IP limit applies). */
export type Identify = (req: Request) => string | undefined | Promise<string | undefined>;
type Key = (req: Request) => string;

/** The identity resolved once per request and limiter name, so the key and the skip read the same value. */
const resolved = Symbol('rate-limit-identity');
type WithIdentity = Request & { [resolved]?: Record<string, string | undefined> };

function resolveIdentity(name: string, identify: Identify): RequestHandler {
  return async (req, _res, next) => {
    const identity = await identify(req);
    const r = req as WithIdentity;
    (r[resolved] ??= {})[name] = identity?.toLowerCase();
    next();
  };
}
const identityOf = (name: string, req: Request) => (req as WithIdentity)[resolved]?.[name];

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
      chain.push(
        resolveIdentity(opts.name, opts.identify),
        limiter(
          `${opts.name}:id`,
          opts.rule.windowMs,
          opts.rule.perIdentifier,
          (req) => `id:${identityOf(opts.name, req) ?? ''}`,
          !!opts.failuresOnly,
          (req) => !identityOf(opts.name, req),
        ),
      );
    }
    return chain;
  };
}
export type RateLimit = ReturnType<typeof rateLimiterFactory>;

/** A text field's value when it holds something: a blank field counts as an absent one everywhere. */
export const presentText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The identifier a reset names: the e-mail (or else the username) of the body, whichever is not blank. */
export const bodyIdentifier: Identify = (req) => {
  const b = (req.body ?? {}) as Record<string, unknown>;
  return presentText(b.email) ?? presentText(b.username);
};
/** The authenticated caller. */
export const callerIdentifier: Identify = (req) => (req.user ? `user:${req.user.id}` : undefined);
