import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FullPageSpinner } from './full-page-spinner';

test('index.html paints the same spinner that the app renders first, before any script runs', () => {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');
  const painted = page.getElementById('root')?.innerHTML;
  const { container } = render(<FullPageSpinner label="Reeprise" />);
  expect(painted).toBe(container.innerHTML);
});
