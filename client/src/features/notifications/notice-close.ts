import { STORAGE_KEYS } from '@app/shared';
import { storage } from '../../lib/storage';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A closed banner stays hidden for the rest of that calendar day (spec section 4). */
export function isNoticeClosed(now = new Date()): boolean {
  const closedAt = Number(storage.get(STORAGE_KEYS.noticeCloseTime));
  return Number.isFinite(closedAt) && closedAt > 0 && sameDay(new Date(closedAt), now);
}

export function closeNotice(now = new Date()): void {
  storage.set(STORAGE_KEYS.noticeCloseTime, String(now.getTime()));
}

/** Pages where the banner never shows: tests and flashcards. */
export function bannerAllowedOn(pathname: string): boolean {
  return !/^\/(test|flashCards)(\/|$)/.test(pathname) && !/^\/[^/]+\/test\//.test(pathname);
}
