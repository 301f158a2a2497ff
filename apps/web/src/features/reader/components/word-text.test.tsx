import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FakeSplitWorker } from '@/testing/fake-split-worker';
import { LONG_PRESS_MS } from '../hooks/use-phrase-selection';
import { WordText } from './word-text';

const TEXT = 'Le «chat» dort—sur l’herbe (verte), n’est-ce pas?\n\nOui: 3 chats!';

function renderText(props: Partial<Parameters<typeof WordText>[0]> = {}) {
  const onWordClick = vi.fn();
  const view = render(
    <WordText
      content={TEXT}
      language="FRENCH"
      clickable
      knownForms={new Set()}
      onWordClick={onWordClick}
      label="Text"
      {...props}
    />,
  );
  return { ...view, onWordClick, user: userEvent.setup() };
}

const words = (container: HTMLElement) =>
  [...container.querySelectorAll('.reader-word')].map((span) => span.textContent);
const at = (text: string, part: string) => ({ start: text.indexOf(part), end: text.indexOf(part) + part.length });

describe('word splitting', () => {
  test('one span per word as a French reader sees them; numbers are no words', () => {
    const { container } = renderText();
    expect(words(container)).toEqual(['Le', 'chat', 'dort', 'sur', 'l’', 'herbe', 'verte', 'n’', 'est', 'ce', 'pas', 'Oui', 'chats']);
    // the text between words is kept as it was, paragraphs included
    expect(container.textContent).toBe(TEXT);
    expect(container.querySelector('[role="group"]')).toHaveAttribute('lang', 'fr');
  });

  test('a click reports the word and its offsets in the content', async () => {
    const { user, onWordClick } = renderText();
    await user.click(screen.getByText('herbe'));
    expect(onWordClick).toHaveBeenCalledWith(at(TEXT, 'herbe'), 'herbe');
    expect(screen.getByText('herbe')).toHaveClass('reader-word-known');
  });

  test('not clickable when the text failed: plain text, no word spans', async () => {
    const { container, user, onWordClick } = renderText({ clickable: false });
    expect(words(container)).toEqual([]);
    await user.click(screen.getByText(/chat/));
    expect(onWordClick).not.toHaveBeenCalled();
  });
});

describe('a text still being written', () => {
  test('its written words are clickable, the word being written is not, and clicks work as after', async () => {
    const streamed = TEXT.slice(0, TEXT.indexOf('herbe') + 2);
    const { container, user, onWordClick, rerender } = renderText({ content: streamed, streaming: true });
    expect(words(container)).toEqual(['Le', 'chat', 'dort', 'sur']);
    expect(container.textContent).toBe(streamed);
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByText('dort'));
    expect(onWordClick).toHaveBeenLastCalledWith(at(TEXT, 'dort'), 'dort');
    const dort = screen.getByText('dort');

    rerender(
      <WordText content={TEXT} language="FRENCH" clickable knownForms={new Set(['dort'])} onWordClick={onWordClick} label="Text" />,
    );
    expect(words(container)).toHaveLength(13);
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('dort')).toHaveClass('reader-word-known');
    // the words already shown are the same nodes, and keep the focus
    expect(screen.getByText('dort')).toBe(dort);
    expect(dort).toHaveFocus();
  });
});

describe('split in a worker (a browser with workers)', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a complete text shows as plain text, then as word spans and sentence speakers once the worker answers', async () => {
    vi.stubGlobal('Worker', FakeSplitWorker);
    FakeSplitWorker.asked = [];
    const onSpeak = vi.fn();
    const { container } = renderText({
      content: 'Le chat dort. Oui!',
      knownForms: new Set(['chat']),
      sentenceSpeaker: { label: 'Read the sentence', stopLabel: 'Stop', onSpeak },
    });
    expect(words(container)).toEqual([]);
    expect(screen.getByRole('group')).toHaveTextContent('Le chat dort. Oui!');
    expect(await screen.findByText('chat')).toHaveClass('reader-word-known');
    expect(words(container)).toEqual(['Le', 'chat', 'dort', 'Oui']);
    expect(FakeSplitWorker.asked.map(({ content }) => content)).toEqual(['Le chat dort. Oui!']);
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Read the sentence' })[1]);
    expect(onSpeak).toHaveBeenCalledWith(1, 'Oui!');
  });

  test('a text of paragraphs is laid out a paragraph at a time, the same blocks as plain text and as words', async () => {
    vi.stubGlobal('Worker', FakeSplitWorker);
    const content = 'Le chat dort.\n\nOui! Il dort.\n \nBien.';
    const { container } = renderText({
      content,
      sentenceSpeaker: { label: 'Read the sentence', stopLabel: 'Stop', onSpeak: vi.fn() },
    });
    const group = screen.getByRole('group');
    // each paragraph a block of its own (word-text.module.css lays out only those near the screen)
    const paragraphs = () => [...group.children].map((paragraph) => paragraph.textContent);
    expect(paragraphs()).toEqual(['Le chat dort.\n\n', 'Oui! Il dort.\n \n', 'Bien.']);
    const first = group.children[0];
    expect(await screen.findByText('chat')).toHaveClass('reader-word');
    expect(paragraphs()).toEqual(['Le chat dort.\n\n', 'Oui! Il dort.\n \n', 'Bien.']);
    // the block painted first stays: the words join it rather than replace it
    expect(group.children[0]).toBe(first);
    expect(group.textContent).toBe(content);
    expect(words(container)).toEqual(['Le', 'chat', 'dort', 'Oui', 'Il', 'dort', 'Bien']);
    expect([...container.querySelectorAll<HTMLElement>('.reader-word')].map((span) => span.dataset.i)).toEqual(
      ['0', '1', '2', '3', '4', '5', '6'],
    );
  });

  test('a text that streamed in is split here as it grows: its spans stay when it completes', async () => {
    vi.stubGlobal('Worker', FakeSplitWorker);
    FakeSplitWorker.asked = [];
    const { container, rerender, onWordClick } = renderText({ content: 'Le chat ', streaming: true });
    expect(words(container)).toEqual(['Le', 'chat']);
    const chat = screen.getByText('chat');
    rerender(
      <WordText content="Le chat dort." language="FRENCH" clickable knownForms={new Set()} onWordClick={onWordClick} label="Text" />,
    );
    expect(words(container)).toEqual(['Le', 'chat', 'dort']);
    expect(screen.getByText('chat')).toBe(chat);
    expect(FakeSplitWorker.asked).toEqual([]);
  });
});

describe('known words and phrases', () => {
  test('every occurrence of a known form is green, case-insensitively, and updates in place', () => {
    const { container, rerender } = renderText({ knownForms: new Set(['chat', 'oui']) });
    const green = () => [...container.querySelectorAll('.reader-word-known')].map((span) => span.textContent);
    expect(green()).toEqual(['chat', 'Oui']);

    const before = container.querySelector('[data-i="5"]');
    rerender(
      <WordText content={TEXT} language="FRENCH" clickable knownForms={new Set(['chat', 'oui', 'herbe', 'chats'])} onWordClick={vi.fn()} label="Text" />,
    );
    expect(green()).toEqual(['chat', 'herbe', 'Oui', 'chats']);
    // the same span nodes: the text was not rendered again
    expect(container.querySelector('[data-i="5"]')).toBe(before);
  });

  test('a saved phrase is marked wherever it occurs, every word joined to the next but the last', () => {
    const content = 'Il y a un chat. Hier, il y avait deux chats, et il\ny a un chien.';
    const { container, rerender } = renderText({ content, knownForms: new Set(['chien']) });
    const phrased = () =>
      [...container.querySelectorAll('.reader-phrase')].map(
        (span) => `${span.textContent}${span.classList.contains('reader-phrase-join') ? '+' : ''}`,
      );
    expect(phrased()).toEqual([]);
    rerender(
      <WordText content={content} language="FRENCH" clickable knownForms={new Set(['chien', 'il y a'])} onWordClick={vi.fn()} label="Text" />,
    );
    expect(phrased()).toEqual(['Il+', 'y+', 'a', 'il+', 'y+', 'a']);
    rerender(
      <WordText content={content} language="FRENCH" clickable knownForms={new Set(['chien'])} onWordClick={vi.fn()} label="Text" />,
    );
    expect(phrased()).toEqual([]);
  });
});

describe('choosing a phrase', () => {
  test('dragging the mouse across words adds them as one phrase', async () => {
    const { user, onWordClick } = renderText();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('dort') },
      { target: screen.getByText('sur') },
      { target: screen.getByText('herbe') },
      { keys: '[/MouseLeft]', target: screen.getByText('herbe') },
    ]);
    expect(onWordClick).toHaveBeenCalledTimes(1);
    expect(onWordClick).toHaveBeenCalledWith(at(TEXT, 'dort—sur l’herbe'), 'dort—sur l’herbe');
    expect(screen.getByText('herbe')).toHaveFocus();
    expect(document.querySelectorAll('.reader-word-selected')).toHaveLength(0);
  });

  test('a drag back to its first word adds that word once', async () => {
    const { user, onWordClick } = renderText();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('dort') },
      { target: screen.getByText('sur') },
      { target: screen.getByText('dort') },
      { keys: '[/MouseLeft]', target: screen.getByText('dort') },
    ]);
    expect(onWordClick).toHaveBeenCalledTimes(1);
    expect(onWordClick).toHaveBeenCalledWith(at(TEXT, 'dort'), 'dort');
    // the next click is a click again
    await user.click(screen.getByText('sur'));
    expect(onWordClick).toHaveBeenLastCalledWith(at(TEXT, 'sur'), 'sur');
  });

  test('a drag stops growing at six words', async () => {
    const { user, onWordClick } = renderText();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('chat') },
      { target: screen.getByText('verte') },
      { target: screen.getByText('pas') },
      { keys: '[/MouseLeft]', target: screen.getByText('pas') },
    ]);
    expect(onWordClick).toHaveBeenCalledWith(at(TEXT, 'chat» dort—sur l’herbe (verte'), 'chat» dort—sur l’herbe (verte');
  });

  test('shift+click adds the phrase from the focused word to the clicked one', async () => {
    const { user, onWordClick } = renderText();
    screen.getByText('Le').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('l’')).toHaveFocus();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByText('herbe'));
    await user.keyboard('{/Shift}');
    expect(onWordClick).toHaveBeenCalledTimes(1);
    expect(onWordClick).toHaveBeenCalledWith(at(TEXT, 'l’herbe'), 'l’herbe');
  });

  test('shift+arrows choose the words, Enter adds them, Escape lets go', async () => {
    const { user, onWordClick } = renderText();
    screen.getByText('Le').focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(screen.getByText('dort')).toHaveFocus();
    const chosen = () => [...document.querySelectorAll('.reader-word-selected')].map((span) => span.textContent);
    expect(chosen()).toEqual(['Le', 'chat', 'dort']);
    expect(screen.getByText(/3 words chosen: Le «chat» dort/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(chosen()).toEqual([]);
    expect(onWordClick).not.toHaveBeenCalled();

    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{Enter}');
    expect(onWordClick).toHaveBeenCalledWith(at(TEXT, 'chat» dort'), 'chat» dort');
    expect(chosen()).toEqual([]);
    // a plain Enter is one word again
    await user.keyboard('{Enter}');
    expect(onWordClick).toHaveBeenLastCalledWith(at(TEXT, 'chat'), 'chat');
  });

  test('on a phone: a long press on the first word, then a tap on the last', async () => {
    vi.useFakeTimers();
    try {
      const { onWordClick } = renderText();
      const first = screen.getByText('sur');
      fireEvent.pointerDown(first, { pointerType: 'touch', clientX: 5, clientY: 5 });
      await act(async () => void vi.advanceTimersByTime(LONG_PRESS_MS));
      fireEvent.pointerUp(first, { pointerType: 'touch' });
      fireEvent.click(first); // the tap that ends the press
      expect(first).toHaveClass('reader-word-selected');
      expect(onWordClick).not.toHaveBeenCalled();
      await act(async () => void vi.advanceTimersByTime(1000));
      fireEvent.click(screen.getByText('verte'));
      expect(onWordClick).toHaveBeenCalledWith(at(TEXT, 'sur l’herbe (verte'), 'sur l’herbe (verte');

      // a finger that moves scrolls the page: no phrase starts
      fireEvent.pointerDown(first, { pointerType: 'touch', clientX: 5, clientY: 5 });
      fireEvent.pointerMove(first, { pointerType: 'touch', clientX: 5, clientY: 60 });
      await act(async () => void vi.advanceTimersByTime(LONG_PRESS_MS));
      expect(first).not.toHaveClass('reader-word-selected');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('keyboard', () => {
  test('one tab stop; arrows move it, Enter and Space add the word', async () => {
    const { container, user, onWordClick } = renderText();
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(1);
    await user.tab();
    expect(screen.getByText('Le')).toHaveFocus();
    expect(screen.getByText('Le')).toHaveAttribute('role', 'button');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('dort')).toHaveFocus();
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(onWordClick).toHaveBeenLastCalledWith({ start: 10, end: 14 }, 'dort');

    await user.keyboard('{ArrowLeft} ');
    expect(onWordClick).toHaveBeenLastCalledWith({ start: 4, end: 8 }, 'chat');
    await user.keyboard('{End}');
    expect(screen.getByText('chats')).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByText('Le')).toHaveFocus();
  });
});

describe('a long chapter', () => {
  test('5,000 words render as 5,000 spans and a click does not re-render them', async () => {
    const content = Array.from({ length: 5000 }, (_, index) => `mot${index}`).join(' ');
    const known = new Set(Array.from({ length: 2000 }, (_, index) => `mot${index * 2}`));
    const onWordClick = vi.fn();
    const { container, rerender } = render(
      <WordText content={content} language="FRENCH" clickable knownForms={known} onWordClick={onWordClick} label="Text" />,
    );
    expect(container.querySelectorAll('.reader-word')).toHaveLength(5000);
    expect(container.querySelectorAll('.reader-word-known')).toHaveLength(2000);
    const first = container.querySelector('[data-i="0"]');
    await userEvent.setup().click(screen.getByText('mot4999'));
    rerender(
      <WordText
        content={content}
        language="FRENCH"
        clickable
        knownForms={new Set([...known, 'mot4999', 'mot1 mot2'])}
        onWordClick={onWordClick}
        label="Text"
      />,
    );
    expect(container.querySelector('[data-i="0"]')).toBe(first);
    expect(container.querySelectorAll('.reader-word-known')).toHaveLength(2001);
    expect(container.querySelectorAll('.reader-phrase')).toHaveLength(2);
  });
});
