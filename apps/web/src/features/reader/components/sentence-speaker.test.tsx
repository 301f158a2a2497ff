import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { speak, stopSpeech } from '@/lib/speech';
import { readerSentenceId } from './sentence-speaker';
import { WordText } from './word-text';

const TEXT = 'Ana vive en Madrid. Cada mañana compra pan.\n\n¿Y tú? Yo no.';

function renderText(props: Partial<Parameters<typeof WordText>[0]> = {}) {
  const onWordClick = vi.fn();
  const onSpeak = vi.fn();
  const view = render(
    <WordText
      content={TEXT}
      language="SPANISH"
      clickable
      knownForms={new Set()}
      onWordClick={onWordClick}
      label="Text"
      sentenceSpeaker={{ label: 'Read this sentence aloud', stopLabel: 'Stop reading aloud', onSpeak }}
      {...props}
    />,
  );
  return { ...view, onWordClick, onSpeak, user: userEvent.setup() };
}

afterEach(() => {
  stopSpeech();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('a speaker after each sentence', () => {
  test('one plain button per sentence, named in the interface language; the text reads as before', () => {
    const { container } = renderText();
    const speakers = screen.getAllByRole('button', { name: 'Read this sentence aloud' });
    expect(speakers).toHaveLength(4);
    expect(
      speakers.every((speaker) => speaker.tagName === 'BUTTON' && speaker.getAttribute('lang') === 'en'),
    ).toBe(true);
    expect(container.querySelector('[role="group"]')).toHaveAttribute('lang', 'es');
    expect(container.textContent).toBe(TEXT);
    // only the first is a tab stop, as only the first word is
    expect(speakers.map((speaker) => speaker.tabIndex)).toEqual([0, -1, -1, -1]);
    // …and the text's one [tabindex="0"] is still its word tab stop
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  test('a click reads its sentence, adds no word; a word click adds no sentence', async () => {
    const { user, onSpeak, onWordClick } = renderText();
    await user.click(screen.getAllByRole('button', { name: 'Read this sentence aloud' })[1]);
    expect(onSpeak).toHaveBeenCalledWith(1, 'Cada mañana compra pan.');
    expect(onWordClick).not.toHaveBeenCalled();
    await user.click(screen.getByText('pan'));
    expect(onWordClick).toHaveBeenCalledTimes(1);
    expect(onSpeak).toHaveBeenCalledTimes(1);
  });

  test('reachable by keyboard: from a word, Tab goes to its sentence’s speaker; Enter reads it', async () => {
    const { user, onSpeak } = renderText();
    await user.click(screen.getByText('compra'));
    await user.tab();
    const speaker = screen.getAllByRole('button', { name: 'Read this sentence aloud' })[1];
    expect(speaker).toHaveFocus();
    expect(
      screen.getAllByRole('button', { name: 'Read this sentence aloud' }).map((button) => button.tabIndex),
    ).toEqual([-1, 0, -1, -1]);
    await user.keyboard('{Enter}');
    expect(onSpeak).toHaveBeenCalledWith(1, 'Cada mañana compra pan.');
  });

  test('the sentence being read is marked and its speaker pressed, until it ends', async () => {
    const utterances: { onend: (() => void) | null }[] = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        onend: (() => void) | null = null;
        lang = '';
        constructor(readonly text: string) {}
      },
    );
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [{ lang: 'es-ES', name: 'es', voiceURI: 'es', default: true, localService: true }],
        cancel: () => undefined,
        speak: (u: { onend: (() => void) | null }) => utterances.push(u),
      },
    });
    const { container } = renderText();
    act(() => void speak(readerSentenceId(2), '¿Y tú?', 'SPANISH'));
    const playing = container.querySelector('.reader-sentence-playing');
    expect(playing?.textContent).toBe('¿Y tú?');
    expect(screen.getByRole('button', { name: 'Stop reading aloud' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // the voice starts once the speech engine has loaded (lib/speech.ts)
    await vi.waitFor(() => expect(utterances).toHaveLength(1));
    act(() => utterances[0]?.onend?.());
    expect(container.querySelector('.reader-sentence-playing')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Read this sentence aloud' })).toHaveLength(4);
    vi.unstubAllGlobals();
  });

  test('no speakers while the text is still being written, nor without a handler', () => {
    const { unmount } = renderText({ streaming: true });
    expect(screen.queryByRole('button', { name: 'Read this sentence aloud' })).toBeNull();
    unmount();
    renderText({ sentenceSpeaker: undefined });
    expect(screen.queryByRole('button', { name: 'Read this sentence aloud' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1); // the first word, the words' one tab stop
  });
});
