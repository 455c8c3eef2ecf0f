/**
 * Reads a multipart import upload: the field `file` into memory, at most 20 MB (a larger one is multer's
 * LIMIT_FILE_SIZE, which the error handler answers with 413), and a few text parts. JSON (pasted text)
 * passes through untouched.
 */
import type { RequestHandler } from 'express';
import multer from 'multer';
import { ErrorCode, QUESTION_IMPORT_FILE_FIELD, QUESTION_IMPORT_LIMITS as L } from '@app/shared';
import { AppError, fieldError } from '../../lib/errors';

export function importUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: L.fileMaxBytes, files: 1, fields: 4, fieldSize: 4 * L.textMax, parts: 6 },
  }).single(QUESTION_IMPORT_FILE_FIELD);
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(err);
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
          return next(fieldError({ file: 'questionImport.validation.fileType' }));
      }
      next(new AppError(ErrorCode.BAD_REQUEST));
    });
  };
}
