import { STORAGE_KEYS } from '@app/shared';
import { storage } from './storage';

/** The session's bearer token, kept in localStorage under `id_token` (spec sections 4 and 9). */
export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const tokenStorage: TokenStorage = {
  get: () => storage.get(STORAGE_KEYS.idToken),
  set: (token) => storage.set(STORAGE_KEYS.idToken, token),
  clear: () => storage.remove(STORAGE_KEYS.idToken),
};
