import { useSyncExternalStore } from 'react';

// MUI's theme.breakpoints.down('md'): below 900px
const NARROW_QUERY = '(max-width: 899.95px)';

function subscribe(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

/** Phones and narrow windows (below MUI's md), as MUI's useMediaQuery told without loading MUI. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
