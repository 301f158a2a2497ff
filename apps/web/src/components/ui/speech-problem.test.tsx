import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { setSpeechState } from '@/lib/speech';
import { SpeechProblem } from './speech-problem';

afterEach(() => setSpeechState({ problem: null }));

// issue 35: reading aloud in a browser without voices did nothing and said nothing
test('a browser without voices is said where reading aloud was asked, and only there', () => {
  render(
    <>
      <div data-testid="bar">
        <SpeechProblem owns={(id) => id.startsWith('reader-text:')} />
      </div>
      <div data-testid="card">
        <SpeechProblem owns={(id) => id === 'card:1'} />
      </div>
    </>,
  );
  act(() => setSpeechState({ problem: { kind: 'no_voices', language: 'SPANISH', id: 'reader-text:0' } }));
  expect(screen.getByTestId('bar')).toHaveTextContent(
    'This browser has no voices to read aloud. Add a voice in your system’s speech settings.',
  );
  expect(screen.getByTestId('card')).toBeEmptyDOMElement();
});
