import { describe, expect, it } from 'vitest';
import { bannerAllowedOn, closeNotice, isNoticeClosed } from './notice-close';

describe('notification banner dismissal', () => {
  it('stays hidden for the rest of the calendar day it was closed', () => {
    const closedAt = new Date(2025, 4, 10, 23, 30);
    expect(isNoticeClosed(closedAt)).toBe(false);
    closeNotice(closedAt);
    expect(window.localStorage.getItem('notice_close_time')).toBe(String(closedAt.getTime()));
    expect(isNoticeClosed(new Date(2025, 4, 10, 23, 59))).toBe(true);
    expect(isNoticeClosed(new Date(2025, 4, 11, 0, 1))).toBe(false);
  });

  it('never shows on test or flashcard pages', () => {
    expect(bannerAllowedOn('/')).toBe(true);
    expect(bannerAllowedOn('/testresults')).toBe(true);
    expect(bannerAllowedOn('/test/full/12/start')).toBe(false);
    expect(bannerAllowedOn('/sat/test/full/12/start')).toBe(false);
    expect(bannerAllowedOn('/flashCards')).toBe(false);
  });
});
