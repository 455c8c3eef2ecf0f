import type { Request, RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type IORedis from 'ioredis';
import { ErrorCode } from '@app/shared';
import type { AppConfig, RateLimitRule } from '../../config/env';
import { AppError } from '../../lib/errors';

type Identify = (req: Request) => string | undefined;

interface LimiterOptions {
  name: string;
  rule: RateLimitRule;
  identify?: Identify;
  /** Count only failed requests (login): a whole class logging in successfully is never throttled. */
  failuresOnly?: boolean;
}

/**
 * Each limited action gets a per-IP and a per-identifier limiter. With Redis configured the counters
 * are shared by every API replica; without it they live in this process.
 */
export function rateLimiterFactory(config: AppConfig['rateLimit'], redis: IORedis | null) {
  const store = (suffix: string): Store | undefined =>
    redis
      ? new RedisStore({
          prefix: `${config.prefix}${suffix}:`,
          sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
        })
      : undefined;

  function limiter(suffix: string, windowMs: number, limit: number, key: ((req: Request) => string) | undefined, failuresOnly: boolean, skip?: (req: Request) => boolean): RequestHandler {
    return rateLimit({
      windowMs,
      limit,
      store: store(suffix),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      skipSuccessfulRequests: failuresOnly,
      ...(key ? { keyGenerator: key } : {}),
      ...(skip ? { skip } : {}),
      handler: (_req, _res, next, options) =>
        next(new AppError(ErrorCode.TOO_MANY_ATTEMPTS, 'error.TOO_MANY_ATTEMPTS', undefined, { retryAfter: Math.ceil(options.windowMs / 1000) })),
    });
  }

  return function limit(opts: LimiterOptions): RequestHandler[] {
    const chain: RequestHandler[] = [];
    if (opts.rule.perIp > 0) chain.push(limiter(`${opts.name}:ip`, opts.rule.windowMs, opts.rule.perIp, undefined, !!opts.failuresOnly));
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
