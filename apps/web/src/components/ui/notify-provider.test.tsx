import { SNACKBAR_DURATION_MS } from '@reeprise/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useNotify } from './notify-context';
import { NotifyProvider } from './notify-provider';

const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function Trigger({ message }: { message: string }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message)}>
      {message}
    </button>
  );
}

describe('notify', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows a notice for SNACKBAR_DURATION_MS, then the next one', async () => {
    vi.useFakeTimers();
    render(
      <NotifyProvider>
        <Trigger message="Generating Story" />
        <Trigger message="Generating Vocabulary" />
      </NotifyProvider>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Generating Story' }).click();
    });
    await act(async () => {
      screen.getByRole('button', { name: 'Generating Vocabulary' }).click();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Generating Story');

    await advance(SNACKBAR_DURATION_MS - 100);
    expect(screen.getByRole('alert')).toHaveTextContent('Generating Story');

    // closes after 2 s, plays its exit animation, then the waiting notice appears
    await advance(200);
    await advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Generating Vocabulary');

    await advance(SNACKBAR_DURATION_MS + 100);
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('useNotify outside the provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/NotifyProvider/);
  });
});
