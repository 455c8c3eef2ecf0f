import { STORAGE_KEYS } from '@app/shared';
import { PATHS } from '../../config/paths';
import { storage } from '../../lib/storage';
import { shouldRememberPath } from './route-access';

export function rememberPath(pathname: string, search = ''): void {
  if (shouldRememberPath(pathname)) storage.set(STORAGE_KEYS.lastAccessRoutePath, pathname + search);
}

/** Where to go after logging in: the last remembered page, else home. Only same-site paths are trusted. */
export function pathAfterLogin(): string {
  const saved = storage.get(STORAGE_KEYS.lastAccessRoutePath);
  return saved && saved.startsWith('/') && !saved.startsWith('//') && shouldRememberPath(saved.split('?')[0]) ? saved : PATHS.home;
}
