/**
 * The file storage port: uploaded files (class materials) go through it, never straight to a path, so a
 * deployment with several API replicas can point it at shared storage. The default keeps them on disk
 * under the data folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when it is gone. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
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
  };
}
