/**
 * Reads a multipart material upload: the field `file` into memory, at most MATERIAL_MAX_BYTES (a larger one
 * is multer's LIMIT_FILE_SIZE, which the error handler answers with 413), and a few text parts. A JSON
 * request (a link) passes through untouched.
 */
import type { RequestHandler } from 'express';
import multer from 'multer';
import { ErrorCode, MATERIAL_FILE_FIELD, MATERIAL_MAX_BYTES } from '@app/shared';
import { AppError, fieldError } from '../../lib/errors';

export function materialUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 6, fieldSize: 4096, parts: 8 },
  }).single(MATERIAL_FILE_FIELD);
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(err);
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
          return next(fieldError({ file: 'classesApi.validation.fileType' }));
      }
      next(new AppError(ErrorCode.BAD_REQUEST));
    });
  };
}
