import type { RequestHandler } from 'express';
import multer from 'multer';
import { ErrorCode } from '@app/shared';
import { AppError, fieldError } from './errors';

export interface SingleUploadOptions {
  /** The multipart field that carries the file. */
  field: string;
  /** multer's limits: fileSize, files, fields, fieldSize, parts. */
  limits: NonNullable<multer.Options['limits']>;
  /** The 422 for a file under another field name or more than one file: `{ field: message key }`. */
  wrongFile: Record<string, string>;
  /** Where the bytes go; memory by default. */
  storage?: multer.StorageEngine;
}

/**
 * Reads one uploaded file and a few text parts of a multipart body; a JSON body passes through untouched.
 * A file over `limits.fileSize` keeps multer's LIMIT_FILE_SIZE, which the error handler answers with 413;
 * a file in an unexpected field (or a second file) is the caller's 422 `wrongFile`; every other multipart
 * failure is a 400, never a 500.
 */
export function singleUpload({ field, limits, wrongFile, storage = multer.memoryStorage() }: SingleUploadOptions): RequestHandler {
  const single = multer({ storage, limits }).single(field);
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(err);
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return next(fieldError(wrongFile));
      }
      next(new AppError(ErrorCode.BAD_REQUEST));
    });
  };
}
