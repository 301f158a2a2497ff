import { screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { buildText } from '../test-data';
import { CreateTextForm } from './create-text-form';
import { loadCreateTextSchema } from './validate-create-text';

const CREATE = '/api/reeprise/generated_texts/';

// the form's rules load when the learner reaches it (decision 021); here they are there from the start,
// so a check's answer is timed by the form and not by loading zod on a busy machine
beforeAll(async () => {
  await loadCreateTextSchema();
});

function renderForm() {
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  const server = new FakeServer().on('POST', CREATE, () => ({
    status: 201,
    body: buildText({ status: 'PENDING' }),
  }));
  return renderWithProviders(<CreateTextForm />, { server });
}

async function fillIn(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'El mercado');
  await user.selectOptions(screen.getByLabelText('Language'), 'Español (Spanish)');
  await user.selectOptions(screen.getByLabelText('Level'), 'A2 · elementary');
  await user.selectOptions(screen.getByLabelText('Text type'), 'Story');
  await user.selectOptions(screen.getByLabelText('Length'), '100 words');
}

test('"Practise my words" is off by default, and the spec’s payload stays as it was', async () => {
  const { user, server } = renderForm();
  expect(screen.getByRole('switch', { name: 'Practise my words' })).not.toBeChecked();
  expect(
    screen.getByText('The text works in up to 8 of your due or weakest words in this language.'),
  ).toBeInTheDocument();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Create text' }));
  await waitFor(() => expect(server.requestsTo('POST', CREATE)).toHaveLength(1));
  expect((server.requestsTo('POST', CREATE)[0]?.body as FormData).has('practise_words')).toBe(false);
});

test('turned on, the text is created with practise_words=true', async () => {
  const { user, server } = renderForm();
  await fillIn(user);
  await user.click(screen.getByRole('switch', { name: 'Practise my words' }));
  await user.click(screen.getByRole('button', { name: 'Create text' }));
  await waitFor(() => expect(server.requestsTo('POST', CREATE)).toHaveLength(1));
  expect((server.requestsTo('POST', CREATE)[0]?.body as FormData).get('practise_words')).toBe('true');
});
