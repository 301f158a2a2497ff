import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { buildStaff } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { LlmUsageTab } from './llm-usage-tab';

const USAGE_URL = '/api/admin/llm_usage/';
const row = (username: string, prompt: number, completion: number, calls = 1) => ({
  day: '2026-11-21',
  user_id: username.length,
  username,
  model: 'qwen3:8b',
  calls,
  prompt_tokens: prompt,
  completion_tokens: completion,
});

const requestedUrls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    .filter((url) => url.startsWith(USAGE_URL));

describe('LLM usage tab', () => {
  test('shows tokens per day, user and model with the period total', async () => {
    const server = new FakeServer().addUser(buildStaff(), { loggedIn: true }).on('GET', USAGE_URL, () => ({
      status: 200,
      body: { since: '2026-10-23', truncated: false, rows: [row('ana', 1200, 3400, 2), row('bob', 10, 20)] },
    }));
    renderWithProviders(<LlmUsageTab />, { server });
    const table = await screen.findByRole('table', { name: 'LLM usage' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([
      ['Nov 21, 2026', 'ana', 'qwen3:8b', '2', '1,200', '3,400', '4,600'],
      ['Nov 21, 2026', 'bob', 'qwen3:8b', '1', '10', '20', '30'],
    ]);
    expect(screen.getByTestId('llm-usage-summary')).toHaveTextContent(
      '4,630 tokens in 3 calls (1,210 prompt, 3,420 completion)',
    );
    expect(requestedUrls()).toEqual([`${USAGE_URL}?days=30`]);
  });

  test('asks again for another period, and says when rows were left out', async () => {
    const server = new FakeServer().addUser(buildStaff(), { loggedIn: true }).on('GET', USAGE_URL, () => ({
      status: 200,
      body: { since: '2026-11-15', truncated: true, rows: [row('ana', 1, 2)] },
    }));
    renderWithProviders(<LlmUsageTab />, { server });
    await screen.findByRole('table', { name: 'LLM usage' });
    expect(screen.getByText(/Only the first 1 row is shown/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(requestedUrls()).toContain(`${USAGE_URL}?days=7`));
  });

  test('an empty period says so', async () => {
    const server = new FakeServer()
      .addUser(buildStaff(), { loggedIn: true })
      .on('GET', USAGE_URL, () => ({ status: 200, body: { since: '2026-11-15', truncated: false, rows: [] } }));
    renderWithProviders(<LlmUsageTab />, { server });
    expect(await screen.findByText('No usage reported in this period.')).toBeInTheDocument();
  });
});
