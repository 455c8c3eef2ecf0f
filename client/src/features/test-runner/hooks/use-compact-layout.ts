import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@app/shared';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const narrow = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * The phone layout (stacked panes, the navigator as a bottom sheet): below MOBILE_BREAKPOINT_PX, or
 * always on the `/test/m/...` route.
 */
export function useCompactLayout(forced: boolean): boolean {
  const isNarrow = useSyncExternalStore(subscribe, narrow, () => false);
  return forced || isNarrow;
}
