/**
 * Reads a payment's multipart body: the field `screenshot` into memory, at most TUITION_LIMITS.screenshotMaxBytes
 * (a larger one is multer's LIMIT_FILE_SIZE, answered 413 by the error handler), and the payment's text fields.
 * A JSON body (a payment without a screenshot) passes through untouched. What the bytes are is checked later
 * (decoded as an image, re-encoded without metadata).
 */
import type { RequestHandler } from 'express';
import { TUITION_LIMITS, TUITION_SCREENSHOT_FIELD } from '@app/shared';
import { singleUpload } from '../../lib/single-upload';

export function screenshotUpload(): RequestHandler {
  return singleUpload({
    field: TUITION_SCREENSHOT_FIELD,
    limits: { fileSize: TUITION_LIMITS.screenshotMaxBytes, files: 1, fields: 8, fieldSize: 4096, parts: 10 },
    wrongFile: { screenshot: 'tuitionApi.validation.screenshot' },
  });
}
