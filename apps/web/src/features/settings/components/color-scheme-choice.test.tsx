import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY, getColorScheme } from '@/lib/color-scheme';
import { renderWithProviders } from '@/testing/render-route';
import { ColorSchemeChoice } from './color-scheme-choice';

/** A system that prefers dark (or not), as `matchMedia` reports it. */
function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
});

test('the scheme follows the system until the learner chooses one, and the choice is kept on the device', async () => {
  systemPrefersDark(true);
  const { user } = renderWithProviders(<ColorSchemeChoice />);
  const group = await screen.findByRole('radiogroup', { name: 'Colour scheme' });
  expect(group).toHaveAccessibleDescription(/saved on this device/i);
  expect(screen.getByRole('radio', { name: 'As on this device' })).toBeChecked();
  expect(getColorScheme()).toBe('dark');
  // MUI's baseline paints the page with the theme in force
  expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(16, 22, 29)');

  await user.click(screen.getByRole('radio', { name: 'Light' }));
  expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  // <html> carries it at once: the landing page's and base styles' CSS key on it
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(246, 248, 251)');

  await user.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  await user.click(screen.getByRole('radio', { name: 'As on this device' }));
  expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
});

test('a light system and no choice give the light scheme', () => {
  systemPrefersDark(false);
  expect(getColorScheme()).toBe('light');
  window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
  expect(getColorScheme()).toBe('dark');
});

// theme.js, run before the first paint, marks <html> as the app does: src/lib/boot-script/boot.test.ts
