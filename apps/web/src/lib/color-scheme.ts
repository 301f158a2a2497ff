import { useSyncExternalStore } from 'react';

/** What the learner chose in settings: a fixed scheme, or whatever the system says. */
export type ColorSchemePreference = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

/** The key of the learner's choice; the boot script (lib/boot-script/boot.ts) runs this module too. */
export const COLOR_SCHEME_STORAGE_KEY = 'reeprise.colorScheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

export function getColorSchemePreference(): ColorSchemePreference {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system'; // storage blocked
  }
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The scheme in force: the learner's choice, or the system's for 'system'. */
export function getColorScheme(): ColorScheme {
  const preference = getColorSchemePreference();
  return preference === 'system' ? systemScheme() : preference;
}

/** Marks <html>, also before the first paint (theme.js): CSS (landing page, base styles) keys on data-theme. */
export function applyColorScheme(): void {
  const scheme = getColorScheme();
  document.documentElement.setAttribute('data-theme', scheme);
  document.documentElement.style.colorScheme = scheme;
}

function notify() {
  applyColorScheme();
  for (const listener of listeners) listener();
}

/** Stores the learner's choice on this device and repaints every page at once. */
export function setColorSchemePreference(preference: ColorSchemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, preference);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  // the system switching (e.g. at dusk) and another tab changing the setting both repaint this one
  const handleStorage = (event: StorageEvent) => {
    if (event.key === COLOR_SCHEME_STORAGE_KEY) notify();
  };
  media?.addEventListener('change', notify);
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', notify);
    window.removeEventListener('storage', handleStorage);
  };
}

/** The scheme in force, re-rendering when the choice or the system changes. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, getColorScheme, () => 'light');
}

/** The learner's choice, for the settings control. */
export function useColorSchemePreference(): ColorSchemePreference {
  return useSyncExternalStore(subscribe, getColorSchemePreference, () => 'system');
}
