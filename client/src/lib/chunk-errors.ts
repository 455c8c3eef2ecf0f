import { CHUNK_LOAD_TIMEOUT_MS } from '@app/shared';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Chunk load timed out/i,
];

/** True for a failed lazy-loaded JS chunk or stylesheet: a deploy replaced it, or the network dropped. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((re) => re.test(error.message));
}

/** A lazy import that gives up after the chunk-load timeout (spec section 9: 120 s). */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error('Chunk load timed out');
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
