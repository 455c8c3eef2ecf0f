/**
 * Reads a multipart material upload: the field `file` into memory, at most MATERIAL_MAX_BYTES (a larger one
 * is multer's LIMIT_FILE_SIZE, which the error handler answers with 413), and a few text parts. A JSON
 * request (a link) passes through untouched.
 */
import type { RequestHandler } from 'express';
import { MATERIAL_FILE_FIELD, MATERIAL_MAX_BYTES } from '@app/shared';
import { singleUpload } from '../../lib/single-upload';

export function materialUpload(): RequestHandler {
  return singleUpload({
    field: MATERIAL_FILE_FIELD,
    limits: { fileSize: MATERIAL_MAX_BYTES, files: 1, fields: 6, fieldSize: 4096, parts: 8 },
    wrongFile: { file: 'classesApi.validation.fileType' },
  });
}
