import type { ComponentType } from 'react';
import { importWithTimeout } from '../chunk-errors';

/**
 * A route's `lazy` that loads one named page component, giving up after the chunk-load timeout.
 * When Vite's preload error handler swallows a failed chunk the import resolves empty: that is a lost chunk too.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const module = (await importWithTimeout(load)) as M | undefined;
    const Component = module?.[name] as ComponentType | undefined;
    if (!Component) {
      const error = new Error(`Loading chunk ${name} failed`);
      error.name = 'ChunkLoadError';
      throw error;
    }
    return { Component };
  };
}
