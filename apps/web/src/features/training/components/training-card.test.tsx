import type { TrainingVocabulary } from '@reeprise/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-route';
import { FakeServer } from '@/testing/fake-server';
import { buildWhoami } from '@/testing/data';
import { TrainingCard } from './training-card';

const HABLAR: TrainingVocabulary = {
  id: 7,
  word: 'hablar',
  translation: 'to speak',
  mnemonic: '',
  winning_streak: 0,
  status: 'COMPLETE',
  language: 'SPANISH',
  part_of_speech: 'verb',
  // the form clicked in a text, and the base form the dictionary gave (issue 35)
  forms: ['hablaban', 'hablar'],
  usages: [],
  error: null,
  created_at: '2025-01-01T00:00:00.000Z',
  sentence: null,
  due_at: null,
  retrievability: 0,
};

function renderCard(reversed: boolean) {
  const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
  return renderWithProviders(
    <ul>
      <TrainingCard entry={HABLAR} reversed={reversed} turnRef={null} onAnswered={() => undefined} />
    </ul>,
    { server },
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a training card of a word met in an inflected form', () => {
  test('shows "hablaban → hablar" on the word side, read as "hablaban base form hablar"', async () => {
    renderCard(false);
    const turn = await screen.findByRole('button', { name: 'SP hablaban base form hablar' });
    // seen: the clicked form and an arrow above the base form
    expect(within(turn).getByText('→').parentElement).toHaveTextContent(/^hablaban → base form$/);
    expect(turn).toHaveTextContent(/hablaban → base form\s*hablar$/);
  });

  test('shows it on the back when the card is reversed', async () => {
    const { user } = renderCard(true);
    await user.click(await screen.findByRole('button', { name: 'SP to speak' }));
    const back = screen.getByText('→').closest('p')!;
    expect(back).toHaveTextContent(/^hablaban → base form\s*hablar$/);
    expect(back).toHaveAttribute('lang', 'es');
  });

  test('says "Grundform" to a German-speaking learner', async () => {
    await i18n.changeLanguage('de');
    renderCard(false);
    expect(await screen.findByRole('button', { name: 'SP hablaban Grundform hablar' })).toBeInTheDocument();
  });
});
