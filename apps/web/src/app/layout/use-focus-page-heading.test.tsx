import { render, screen } from '@testing-library/react';
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
