/**
 * The uploaded video: multipart field `file` spooled to a temporary file (a video is too big to hold in
 * memory), at most VIDEO_MAX_BYTES (VIDEO_LIMITS.fileMaxBytes by default; a larger one is multer's LIMIT_FILE_SIZE: 413), and what it
 * is told from its first bytes, not its name or the client's Content-Type.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { ErrorCode, VIDEO_FILE_FIELD, VIDEO_LIMITS } from '@app/shared';
import { AppError, fieldError } from '../../lib/errors';

export interface SpooledFile {
  path: string;
  originalname: string;
  size: number;
}

/** `maxBytes`: the deployment's VIDEO_MAX_BYTES. */
export function videoUpload(maxBytes: number = VIDEO_LIMITS.fileMaxBytes): RequestHandler {
  const single = multer({
    storage: multer.diskStorage({
      destination: os.tmpdir(),
      filename: (_req, _file, cb) => cb(null, `video-upload-${crypto.randomUUID()}`),
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  }).single(VIDEO_FILE_FIELD);
  return (req, res, next) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(err);
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return next(fieldError({ file: 'videoApi.validation.file' }));
      }
      next(new AppError(ErrorCode.BAD_REQUEST));
    });
  };
}

const ascii = (b: Buffer, text: string, at = 0) => b.subarray(at, at + text.length).toString('latin1') === text;

/** The video type of a file's first bytes (256 are read: an EBML header may spend 8 bytes on each size): WebM, MP4, QuickTime or Ogg; null for anything else. */
export function detectVideo(head: Buffer): string | null {
  if (head.subarray(0, 4).equals(Buffer.from('1a45dfa3', 'hex'))) {
    // An EBML file: WebM names its doctype in the header (Matroska files are not played by every browser).
    return head.toString('latin1').includes('webm') ? 'video/webm' : null;
  }
  if (ascii(head, 'ftyp', 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand.startsWith('M4A') || brand.startsWith('M4B')) return null;
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (ascii(head, 'OggS')) return 'video/ogg';
  return null;
}

export async function readHead(file: string, bytes = 256): Promise<Buffer> {
  const h = await fs.open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await h.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await h.close();
  }
}

/** The file name kept for the editor: the base name, without control characters, at most 200 characters. */
export const cleanFileName = (name: string): string =>
  path
    .basename(name)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || 'video';
