import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { WordText } from './word-text';

// issue 18 item 3, issue 34: a word's status is not a colour alone: assistive technology hears it, and
// an addition is announced
test('the focused word says its status; adding one is announced', async () => {
  const user = userEvent.setup();
  render(
    <WordText
      content="uno dos tres"
      language="SPANISH"
      clickable
      knownForms={new Set(['uno', 'dos'])}
      learningForms={new Set(['dos'])}
      onWordClick={vi.fn()}
      label="Text"
    />,
  );
  const first = screen.getByRole('button', { name: 'uno' });
  expect(first).toHaveAttribute('aria-description', 'Known');
  first.focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'dos' })).toHaveAttribute(
    'aria-description',
    'In your vocabulary, being learned',
  );
  await user.keyboard('{ArrowRight}');
  const third = screen.getByRole('button', { name: 'tres' });
  // a new word's description comes with the focus: the paint of the whole text leaves new words alone
  expect(third).toHaveAttribute('aria-description', 'New word');
  expect(screen.queryByText('“tres” added to your vocabulary')).not.toBeInTheDocument();
  // at once, before the server answers
  await user.keyboard('{Enter}');
  expect(third).toHaveAttribute('aria-description', 'In your vocabulary, being learned');
  expect(screen.getByText('“tres” added to your vocabulary')).toHaveAttribute('aria-live', 'polite');
});
