import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetStreamSocket } from '@/lib/stream-socket';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { renderWithProviders } from '@/testing/render-route';
import { buildText } from '../test-data';
import { TextPreview } from './text-preview';

beforeEach(() => {
  resetStreamSocket();
  FakeWebSocket.install();
});
afterEach(async () => {
  resetStreamSocket();
  await i18n.changeLanguage('en');
});

async function openSocket() {
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.latest()!;
  act(() => socket.accept());
  return socket;
}

describe('a pending text’s preview (issue 15)', () => {
  test('says its place in the queue while it waits, then shows the stream', async () => {
    const text = buildText({ status: 'PENDING', chatgpt_output: '' });
    renderWithProviders(<TextPreview text={text} />);
    // the live preview loads as a chunk of its own (decision 021): the element is found anew each time
    const preview = () => screen.getByTestId('text-preview');
    expect(preview()).toHaveTextContent('Waiting for the first words…');
    const socket = await openSocket();
    const target = { text_id: text.id, chapter_number: null };
    act(() => socket.receive({ ...target, queue_position: 3 }));
    expect(preview()).toHaveTextContent('Waiting, 3 ahead');
    act(() => socket.receive({ ...target, queue_position: 0 }));
    expect(preview()).toHaveTextContent('Next in line…');
    act(() => socket.receive({ ...target, text_chunk: 'Le marché ', offset: 0 }));
    expect(preview()).toHaveTextContent('Le marché');
    expect(preview()).not.toHaveTextContent('Next in line');
  });

  test('in German', async () => {
    await i18n.changeLanguage('de');
    const text = buildText({ status: 'PENDING', chatgpt_output: '' });
    renderWithProviders(<TextPreview text={text} />);
    const socket = await openSocket();
    act(() => socket.receive({ text_id: text.id, chapter_number: null, queue_position: 1 }));
    expect(screen.getByTestId('text-preview')).toHaveTextContent('Wartet, 1 davor');
  });
});
