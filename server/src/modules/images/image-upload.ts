import type { RequestHandler } from 'express';
import multer from 'multer';
import { ErrorCode, MAX_UPLOAD_BYTES } from '@app/shared';
import { AppError, fieldError } from '../../lib/errors';

/**
 * Reads the multipart field `image` into memory (at most MAX_UPLOAD_BYTES, one file, a few small
 * fields). An oversized file keeps multer's LIMIT_FILE_SIZE, which the error handler answers with 413;
 * every other upload failure is turned into one of our errors here instead of a 500.
 */
export function imageUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }).single('image');
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(err);
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return next(fieldError({ image: 'validation.image.required' }));
      }
      next(new AppError(ErrorCode.BAD_REQUEST));
    });
  };
}
