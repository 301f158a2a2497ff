import { SNACKBAR_DURATION_MS } from '@reeprise/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useNotify } from './notify-context';
import { ACTION_NOTICE_MS, NotifyProvider, preloadNotifySnackbar } from './notify-provider';

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
  // MUI's snackbar is a chunk of its own (decision 021); the timings here are the provider's, not the load's
  beforeAll(async () => {
    await preloadNotifySnackbar();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const renderTriggers = () =>
    render(
      <NotifyProvider>
        <Trigger message="Generating Story" />
        <Trigger message="Generating Vocabulary" />
      </NotifyProvider>,
    );
  const click = (name: string) =>
    act(async () => {
      screen.getByRole('button', { name }).click();
    });

  test('shows a notice for SNACKBAR_DURATION_MS', async () => {
    vi.useFakeTimers();
    renderTriggers();
    await click('Generating Story');
    expect(screen.getByRole('alert')).toHaveTextContent('Generating Story');
    await advance(SNACKBAR_DURATION_MS - 100);
    expect(screen.getByRole('alert')).toHaveTextContent('Generating Story');
    await advance(200);
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('ten quick repeats are one notice of 2 s after the last, not ten in a row', async () => {
    vi.useFakeTimers();
    renderTriggers();
    for (let click = 0; click < 10; click++) {
      await act(async () => {
        screen.getByRole('button', { name: 'Generating Vocabulary' }).click();
      });
      await advance(100);
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // the last click was 100 ms ago: the notice stays for the rest of its 2 s, then goes for good
    await advance(SNACKBAR_DURATION_MS - 200);
    expect(screen.getByRole('alert')).toHaveTextContent('Generating Vocabulary');
    await advance(200);
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(SNACKBAR_DURATION_MS * 10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a new message replaces a stale one at once', async () => {
    vi.useFakeTimers();
    renderTriggers();
    await click('Generating Story');
    await advance(500);
    await click('Generating Vocabulary');
    await advance(300);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Generating Vocabulary');
    await advance(SNACKBAR_DURATION_MS);
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a notice with an action (Undo) stays ACTION_NOTICE_MS, longer while focused, and its button runs once', async () => {
    vi.useFakeTimers();
    const undo = vi.fn();
    function Deleter() {
      const notify = useNotify();
      return (
        <button
          type="button"
          onClick={() => notify('“casa” deleted', { action: { label: 'Undo', onClick: undo } })}
        >
          delete
        </button>
      );
    }
    render(
      <NotifyProvider>
        <Deleter />
      </NotifyProvider>,
    );
    await click('delete');
    await advance(SNACKBAR_DURATION_MS + 1000);
    expect(screen.getByRole('alert')).toHaveTextContent('“casa” deleted');
    // a keyboard user reaching the button keeps the notice open past its time
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    await advance(ACTION_NOTICE_MS * 2);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await click('Undo');
    expect(undo).toHaveBeenCalledTimes(1);
    await advance(200);
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // not touched: gone after ACTION_NOTICE_MS
    await click('delete');
    await advance(ACTION_NOTICE_MS - 100);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await advance(200);
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('useNotify outside the provider is a programming error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/NotifyProvider/);
  });
});
