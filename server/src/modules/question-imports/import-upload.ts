/**
 * Reads a multipart import upload: the field `file` into memory, at most 20 MB (a larger one is multer's
 * LIMIT_FILE_SIZE, which the error handler answers with 413), and a few text parts. JSON (pasted text)
 * passes through untouched.
 */
import type { RequestHandler } from 'express';
import { QUESTION_IMPORT_FILE_FIELD, QUESTION_IMPORT_LIMITS as L } from '@app/shared';
import { singleUpload } from '../../lib/single-upload';

export function importUpload(): RequestHandler {
  return singleUpload({
    field: QUESTION_IMPORT_FILE_FIELD,
    limits: { fileSize: L.fileMaxBytes, files: 1, fields: 4, fieldSize: 4 * L.textMax, parts: 6 },
    wrongFile: { file: 'questionImport.validation.fileType' },
  });
}
