import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { WordText } from './word-text';

const TEXT = 'Le «chat» dort—sur l’herbe (verte), n’est-ce pas?\n\nOui: 3 chats!';

function renderText(props: Partial<Parameters<typeof WordText>[0]> = {}) {
  const onWordClick = vi.fn();
  const view = render(
    <WordText
      content={TEXT}
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

describe('word splitting', () => {
  test('one span per word; punctuation, brackets, quotes and space split words', () => {
    const { container } = renderText();
    expect(words(container)).toEqual([
      'Le',
      'chat',
      'dort',
      'sur',
      'l',
      'herbe',
      'verte',
      'n',
      'est',
      'ce',
      'pas',
      'Oui',
      '3',
      'chats',
    ]);
    // the text between words is kept as it was, paragraphs included
    expect(container.textContent).toBe(TEXT);
  });

  test('a click reports the word and its offsets in the content', async () => {
    const { user, onWordClick } = renderText();
    await user.click(screen.getByText('herbe'));
    const start = TEXT.indexOf('herbe');
    expect(onWordClick).toHaveBeenCalledWith({ start, end: start + 5 }, 'herbe');
    expect(screen.getByText('herbe')).toHaveClass('reader-word-known');
  });

  test('not clickable while the text is being written: plain text, no word spans', async () => {
    const { container, user, onWordClick } = renderText({ clickable: false });
    expect(words(container)).toEqual([]);
    await user.click(screen.getByText(/chat/));
    expect(onWordClick).not.toHaveBeenCalled();
  });
});

describe('known words', () => {
  test('every occurrence of a known form is green, case-insensitively, and updates in place', () => {
    const { container, rerender } = renderText({ knownForms: new Set(['chat', 'oui']) });
    const green = () => [...container.querySelectorAll('.reader-word-known')].map((span) => span.textContent);
    expect(green()).toEqual(['chat', 'Oui']);

    const before = container.querySelector('[data-i="5"]');
    rerender(
      <WordText
        content={TEXT}
        clickable
        knownForms={new Set(['chat', 'oui', 'herbe', 'chats'])}
        onWordClick={vi.fn()}
        label="Text"
      />,
    );
    expect(green()).toEqual(['chat', 'herbe', 'Oui', 'chats']);
    // the same span nodes: the text was not rendered again
    expect(container.querySelector('[data-i="5"]')).toBe(before);
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
      <WordText content={content} clickable knownForms={known} onWordClick={onWordClick} label="Text" />,
    );
    expect(container.querySelectorAll('.reader-word')).toHaveLength(5000);
    expect(container.querySelectorAll('.reader-word-known')).toHaveLength(2000);
    const first = container.querySelector('[data-i="0"]');
    await userEvent.setup().click(screen.getByText('mot4999'));
    rerender(
      <WordText
        content={content}
        clickable
        knownForms={new Set([...known, 'mot4999'])}
        onWordClick={onWordClick}
        label="Text"
      />,
    );
    expect(container.querySelector('[data-i="0"]')).toBe(first);
    expect(container.querySelectorAll('.reader-word-known')).toHaveLength(2001);
  });
});
