import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { IGNORED_CLASS, KNOWN_CLASS } from '../hooks/use-word-paint';
import { WordText } from './word-text';
import styles from './word-text.module.css';

function renderStatuses(props: Partial<Parameters<typeof WordText>[0]> = {}) {
  const onWordStatus = vi.fn();
  const onWordFocus = vi.fn();
  const view = render(
    <WordText
      content="Pedro come pan y queso."
      language="SPANISH"
      clickable
      knownForms={new Set(['come', 'queso'])}
      learningForms={new Set(['queso'])}
      ignoredForms={new Set(['y'])}
      onWordClick={vi.fn()}
      onWordStatus={onWordStatus}
      onWordFocus={onWordFocus}
      label="Text"
      {...props}
    />,
  );
  return { ...view, onWordStatus, onWordFocus, user: userEvent.setup() };
}

// issue 34: K and I on the focused word; the same key again takes it back to new
test('K marks the focused word known, I ignores it, again takes it back to new; no key adds a word', async () => {
  const onWordClick = vi.fn();
  const { user, onWordStatus, onWordFocus } = renderStatuses({ onWordClick });
  screen.getByRole('button', { name: 'Pedro' }).focus();
  expect(onWordFocus).toHaveBeenLastCalledWith('pedro', 'Pedro');
  await user.keyboard('i');
  expect(onWordStatus).toHaveBeenLastCalledWith('pedro', 'Pedro', 'ignored');
  await user.keyboard('K');
  expect(onWordStatus).toHaveBeenLastCalledWith('pedro', 'Pedro', 'known');
  await user.keyboard('{ArrowRight}');
  expect(onWordFocus).toHaveBeenLastCalledWith('come', 'come');
  await user.keyboard('k');
  expect(onWordStatus).toHaveBeenLastCalledWith('come', 'come', 'new');
  await user.keyboard('{ArrowRight}{ArrowRight}i');
  expect(onWordStatus).toHaveBeenLastCalledWith('y', 'y', 'new');
  // a word being learned is marked known by hand
  await user.keyboard('{ArrowRight}k');
  expect(onWordStatus).toHaveBeenLastCalledWith('queso', 'queso', 'known');
  // a shortcut of the browser is not ours
  await user.keyboard('{Control>}k{/Control}');
  expect(onWordStatus).toHaveBeenCalledTimes(5);
  expect(onWordClick).not.toHaveBeenCalled();
});

test('new words carry no class of their own: the text marks them once asked to, known and ignored ones are plain', () => {
  const { rerender } = renderStatuses();
  const group = screen.getByRole('group', { name: 'Text' });
  expect(group).not.toHaveClass(styles.marksNew);
  expect(screen.getByText('Pedro').className).toBe('reader-word');
  expect(screen.getByText('come')).toHaveClass(KNOWN_CLASS);
  expect(screen.getByText('y')).toHaveClass(IGNORED_CLASS);
  expect(screen.getByText('y')).toHaveAttribute('aria-description', 'Ignored');
  rerender(
    <WordText
      content="Pedro come pan y queso."
      language="SPANISH"
      clickable
      knownForms={new Set(['come', 'queso'])}
      ignoredForms={new Set(['y', 'pedro'])}
      markNew
      onWordClick={vi.fn()}
      label="Text"
    />,
  );
  expect(group).toHaveClass(styles.marksNew);
  // painted in place: the same span, now ignored
  expect(screen.getByText('Pedro')).toHaveClass(IGNORED_CLASS);
  expect(screen.getByText('pan').className).toBe('reader-word');
});
