/**
 * The file storage port: uploaded files (class materials) go through it, never straight to a path, so a
 * deployment with several API replicas can point it at shared storage. The default keeps them on disk
 * under the data folder.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when it is gone. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Moves a file written elsewhere (a large upload spooled to a temporary file) in under `key`. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The file's size in bytes, or null when it is gone. */
  size(key: string): Promise<number | null>;
  /** Bytes `start` to `end` inclusive, streamed (a video answered by ranges is never read whole). */
  stream(key: string, start: number, end: number): Readable;
}

/** Keys are made by the server (no user text), but a key never leaves `dir` whatever it holds. */
export function diskStorage(dir: string): FileStorage {
  const pathOf = (key: string) => {
    const p = path.resolve(dir, key);
    if (!p.startsWith(path.resolve(dir) + path.sep)) throw new Error(`storage key outside its folder: ${key}`);
    return p;
  };
  return {
    async put(key, data) {
      const p = pathOf(key);
      await fs.mkdir(path.dirname(p), { recursive: true });
      await fs.writeFile(p, data);
    },
    async get(key) {
      try {
        return await fs.readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async putFile(key, sourcePath) {
      const p = pathOf(key);
      await fs.mkdir(path.dirname(p), { recursive: true });
      try {
        await fs.rename(sourcePath, p);
      } catch (err) {
        // Another file system (the temporary folder on its own mount): copy, then drop the source.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await fs.copyFile(sourcePath, p);
        await fs.rm(sourcePath, { force: true });
      }
    },
    async size(key) {
      try {
        return (await fs.stat(pathOf(key))).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    stream(key, start, end) {
      return createReadStream(pathOf(key), { start, end });
    },
  };
}
