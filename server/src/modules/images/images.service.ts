import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { mayActOnAccount, type Caller } from '../../core/access';
import type { Image } from './image.entity';
import { detectImageType, STORED_NAME } from './image-type';
import { imagesRepository } from './images.repository';
import { decodeImage } from './image-decode';

export interface UploadedFile {
  buffer: Buffer;
  size: number;
}

export interface StoredFile {
  /** The upload folder and the file's name in it, kept apart so serving checks only the name (see the controller). */
  dir: string;
  name: string;
  mime: string;
}

/** Images live as files under `dir` (random names) with a row each recording owner and real type. */
export function imagesService(deps: { ds: DataSource; dir: string; logger: Logger }) {
  const { dir, logger } = deps;
  const repo = imagesRepository(deps.ds);
  const fileOf = (storedName: string) => path.join(dir, storedName);

  return {
    async upload(caller: Caller, file: UploadedFile | undefined): Promise<Image> {
      if (!file || file.size === 0) throw fieldError({ image: 'validation.image.required' });
      const type = detectImageType(file.buffer);
      if (!type) throw fieldError({ image: 'validation.image.type' });
      const { bytes } = await decodeImage(file.buffer, type);
      const storedName = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
      await fs.mkdir(dir, { recursive: true });
      // `wx`: never overwrite, even on the astronomically unlikely name collision.
      await fs.writeFile(fileOf(storedName), bytes, { flag: 'wx' });
      try {
        return await repo.insert({ ownerId: caller.id, storedName, mime: type.mime, size: bytes.length });
      } catch (err) {
        await fs.rm(fileOf(storedName), { force: true });
        throw err;
      }
    },

    /** Public by design (names are unguessable), so only well-formed names that have a row are served. */
    async find(storedName: string): Promise<StoredFile> {
      if (!STORED_NAME.test(storedName)) throw notFound();
      const image = await repo.findByStoredName(storedName);
      if (!image) throw notFound();
      return { dir, name: image.storedName, mime: image.mime };
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const image = await repo.findById(id);
      if (!image) throw notFound();
      if (!mayActOnAccount(caller, image.ownerId)) throw forbidden();
      await repo.remove(id);
      // The row is the source of truth: a file left behind is unreachable, so a failed unlink is only logged.
      await fs.rm(fileOf(image.storedName), { force: true }).catch((err: unknown) => logger.warn({ err, id }, 'could not delete an image file'));
    },
  };
}
export type ImagesService = ReturnType<typeof imagesService>;
