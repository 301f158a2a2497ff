import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { expect, test } from 'vitest';
import { useFocusPageHeading } from './use-focus-page-heading';

function Page({ pageKey, title }: { pageKey: string; title: string }) {
  const main = useRef<HTMLElement>(null);
  useFocusPageHeading(main, pageKey);
  return (
    <main ref={main}>
      <h1>{title}</h1>
      <button type="button">Generate the next chapter</button>
    </main>
  );
}

// runs first: no key or pointer has been pressed in this test file's document yet
test('the page a document opens on leaves focus on <body> until a key or a pointer is pressed', () => {
  const { rerender } = render(<Page pageKey="/reeprise" title="Texts" />);
  expect(document.body).toHaveFocus();
  rerender(<Page pageKey="/statistics" title="Statistics" />);
  expect(document.body).toHaveFocus();
  fireEvent.keyDown(document.body, { key: 'Tab' });
  rerender(<Page pageKey="/settings" title="Settings" />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
});

// issue 18 item 5: e.g. a generated chapter opens as ?chapter=N of the same text while its button goes
test('a new page key moves focus from <body> to the heading, but never away from a control on the page', () => {
  const { rerender } = render(<Page pageKey="/reeprise/1" title="Le port" />);
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).toHaveFocus();

  const button = screen.getByRole('button');
  button.focus();
  rerender(<Page pageKey="/reeprise/1?chapter=1" title="Le port" />);
  expect(button).toHaveFocus();

  button.blur();
  rerender(<Page pageKey="/reeprise/1?chapter=2" title="Le port" />);
  expect(heading).toHaveFocus();
});
