import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildStaff } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

configure({ asyncUtilTimeout: 5000 });

function openForm(settings: { mother_tongue?: 'ENGLISH' | 'GERMAN' } = {}) {
  const server = new FakeServer()
    .addUser(buildStaff(), { loggedIn: true, settings: { show_experimental_features: true, ...settings } })
    .on('GET', '/api/reeprise/vocabulary/top_fifteen_priority/', () => ({ status: 200, body: [] }))
    .on('GET', '/api/reeprise/vocabulary/stats/', () => ({ status: 500 }));
  return renderRoute('/vocabulary_trainer_new', { server });
}

const field = (name: RegExp) => screen.getByRole('spinbutton', { name });

describe('training settings form', () => {
  test('has the four fields with the spec defaults and starts training with them', async () => {
    const { user, router } = openForm();
    await screen.findByRole('button', { name: 'Start Training' });
    expect(field(/Texts of the last/)).toHaveValue(20);
    expect(field(/Maximum streak/)).toHaveValue(2);
    expect(field(/Known words/)).toHaveValue(5);
    expect(field(/Total words/)).toHaveValue(5);

    await user.clear(field(/Texts of the last/));
    await user.type(field(/Texts of the last/), '7');
    await user.clear(field(/Total words/));
    await user.type(field(/Total words/), '12');
    await user.click(screen.getByRole('button', { name: 'Start Training' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vocabulary_training_mode'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      text_of_last_days: '7',
      maximum_streak: '2',
      known_vocabularies: '5',
      total_vocabularies: '12',
    });
  });

  test('every field is required', async () => {
    const { user, router } = openForm();
    await screen.findByRole('button', { name: 'Start Training' });
    for (const name of [/Texts of the last/, /Maximum streak/, /Known words/, /Total words/]) await user.clear(field(name));
    await user.click(screen.getByRole('button', { name: 'Start Training' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(router.state.location.pathname).toBe('/vocabulary_trainer_new');
  });

  test('the total may not be below the known words; negatives are invalid', async () => {
    const { user, router } = openForm();
    await screen.findByRole('button', { name: 'Start Training' });
    await user.clear(field(/Known words/));
    await user.type(field(/Known words/), '6');
    await user.click(screen.getByRole('button', { name: 'Start Training' }));
    expect(await screen.findByText('Must be greater than known vocabularies')).toBeInTheDocument();

    // fixing the known words clears the message on the total at once
    await user.clear(field(/Known words/));
    await user.type(field(/Known words/), '5');
    await waitFor(() => expect(screen.queryByText('Must be greater than known vocabularies')).not.toBeInTheDocument());

    await user.clear(field(/Maximum streak/));
    await user.type(field(/Maximum streak/), '-1');
    await user.click(screen.getByRole('button', { name: 'Start Training' }));
    expect(await screen.findByText('invalid')).toBeInTheDocument();
    expect(field(/Maximum streak/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/vocabulary_trainer_new');
  });

  test('the messages are German for a German learner', async () => {
    const { user } = openForm({ mother_tongue: 'GERMAN' });
    await screen.findByRole('button', { name: 'Training starten' });
    await user.clear(field(/Texte der letzten/));
    await user.clear(field(/Gelernte Wörter/));
    await user.type(field(/Gelernte Wörter/), '9');
    await user.clear(field(/Höchste Serie/));
    await user.type(field(/Höchste Serie/), '1.5');
    await user.click(screen.getByRole('button', { name: 'Training starten' }));

    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('ungültig')).toBeInTheDocument();
    expect(screen.getByText('Muss mindestens so groß sein wie die Zahl der gelernten Wörter')).toBeInTheDocument();
  });
});
