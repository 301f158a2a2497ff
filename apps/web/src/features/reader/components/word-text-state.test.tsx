import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { WordText } from './word-text';

// issue 18 item 3: an added word's state is not a colour alone: assistive technology hears it, and an
// addition is announced
test('the focused word says whether it is in the vocabulary; adding one is announced', async () => {
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
  expect(first).toHaveAttribute('aria-description', 'In your vocabulary');
  first.focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'dos' })).toHaveAttribute(
    'aria-description',
    'In your vocabulary, being learned',
  );
  await user.keyboard('{ArrowRight}');
  const third = screen.getByRole('button', { name: 'tres' });
  expect(third).not.toHaveAttribute('aria-description');
  expect(screen.queryByText('“tres” added to your vocabulary')).not.toBeInTheDocument();
  // at once, before the server answers
  await user.keyboard('{Enter}');
  expect(third).toHaveAttribute('aria-description', 'In your vocabulary, being learned');
  expect(screen.getByText('“tres” added to your vocabulary')).toHaveAttribute('aria-live', 'polite');
});
