import { useEffect } from 'react';
import type { FlashRating } from '@app/shared';
import { ratingForKey } from './study-session';

/**
 * Space flips the card, 1-4 rate it once flipped (Anki's keys). Keys typed into a field or pressed with a
 * modifier are left alone, and a space never scrolls the page while a card is up.
 */
export function useStudyKeys(active: boolean, flipped: boolean, flip: () => void, rate: (r: FlashRating) => void) {
  useEffect(() => {
    if (!active) return;
    function onKey(e: KeyboardEvent) {
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === ' ' || e.code === 'Space') {
        e.preventDefault();
        if (!flipped) flip();
        return;
      }
      const rating = flipped ? ratingForKey(e.key) : null;
      if (rating) {
        e.preventDefault();
        rate(rating);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, flipped, flip, rate]);
}
