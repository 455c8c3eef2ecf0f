/**
 * Runs express-validator chains and turns failures into one 422 listing every field's messages.
 * Validators carry message ids (`validation.*`); the error handler translates them.
 */
import type { RequestHandler } from 'express';
import { matchedData, validationResult, type ValidationChain } from 'express-validator';
import { ErrorCode } from '@app/shared';
import { AppError } from './errors';

export function validate(chains: ValidationChain[]): RequestHandler {
  return async (req, _res, next) => {
    for (const chain of chains) await chain.run(req);
    const result = validationResult(req);
    if (!result.isEmpty()) {
      const fields: Record<string, string[]> = {};
      for (const err of result.array()) {
        const field = err.type === 'field' ? err.path : '_';
        const msg = String(err.msg);
        const list = (fields[field] ??= []);
        if (!list.includes(msg)) list.push(msg);
      }
      return next(new AppError(ErrorCode.VALIDATION_FAILED, 'error.VALIDATION_FAILED', fields));
    }
    // Only what the rules name reaches the controller.
    (req as WithInput).input = matchedData(req, { includeOptionals: false });
    next();
  };
}

type WithInput = { input?: Record<string, unknown> };

/** The validated, whitelisted input of the request. */
export function input<T>(req: object): T {
  return ((req as WithInput).input ?? {}) as T;
}
