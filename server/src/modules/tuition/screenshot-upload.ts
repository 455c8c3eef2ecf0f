/**
 * Reads a payment's multipart body: the field `screenshot` into memory, at most TUITION_LIMITS.screenshotMaxBytes
 * (a larger one is multer's LIMIT_FILE_SIZE, answered 413 by the error handler), and the payment's text fields.
 * A JSON body (a payment without a screenshot) passes through untouched. What the bytes are is checked later
 * (decoded as an image, re-encoded without metadata).
 */
import type { RequestHandler } from 'express';
import multer from 'multer';
import { ErrorCode, TUITION_LIMITS, TUITION_SCREENSHOT_FIELD } from '@app/shared';
import { AppError, fieldError } from '../../lib/errors';

export function screenshotUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: TUITION_LIMITS.screenshotMaxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
  }).single(TUITION_SCREENSHOT_FIELD);
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(err);
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
          return next(fieldError({ screenshot: 'tuitionApi.validation.screenshot' }));
      }
      next(new AppError(ErrorCode.BAD_REQUEST));
    });
  };
}
