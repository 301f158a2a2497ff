import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { renderWithProviders } from '@/testing/render-route';
import { buildText } from '../test-data';
import { TextCard } from './text-card';

function renderCard(text = buildText(), currentUserId: number | null = 1, server = new FakeServer()) {
  document.cookie = 'csrftoken=test-csrf-token; path=/';
  const rendered = renderWithProviders(<TextCard text={text} currentUserId={currentUserId} />, { server });
  return { ...rendered, card: screen.getByRole('article') };
}

describe('text card', () => {
  test('shows the spec’s fields: topic, preview, short code, level, date and time, creator, link', () => {
    const text = buildText({ topic: 'Un chat à Paris', language: 'PORTUGUESE_FROM_BRAZIL', level: 'B1' });
    const { card } = renderCard(text);
    expect(within(card).getByRole('heading', { name: 'Un chat à Paris' })).toBeInTheDocument();
    expect(within(card).getByTestId('text-preview')).toHaveTextContent(text.chatgpt_output);
    expect(within(card).getByText('BR')).toBeInTheDocument();
    expect(within(card).getByText('B1')).toBeInTheDocument();
    expect(within(card).getByText('ada')).toBeInTheDocument();
    const time = card.querySelector('time');
    expect(time).toHaveAttribute('dateTime', text.created_at);
    expect(time?.textContent).toMatch(/2026/);
    expect(within(card).getByRole('link', { name: 'Read “Un chat à Paris”' })).toHaveAttribute(
      'href',
      `/reeprise/${text.id}`,
    );
    expect(within(card).getByLabelText('Private: only you can read this text')).toBeInTheDocument();
  });

  test('a text nobody has viewed has the blue border; a viewed one does not', () => {
    const unviewed = renderCard(buildText({ view_count: 0 }));
    expect(unviewed.card).toHaveAttribute('data-unviewed', 'true');
    // the border is text-list.module.css's .unviewed (decision 021), which the test DOM does not style
    expect(unviewed.card.className).toMatch(/unviewed/);
    expect(within(unviewed.card).getByText(/Not read yet/)).toBeInTheDocument();
    unviewed.unmount();

    const viewed = renderCard(buildText({ view_count: 4 }));
    expect(viewed.card).toHaveAttribute('data-unviewed', 'false');
    expect(viewed.card.className).not.toMatch(/unviewed/);
  });

  test('the demo writer’s texts carry a Demo text label', () => {
    const { card } = renderCard(buildText({ is_demo: true }));
    expect(within(card).getByText('Demo text')).toBeInTheDocument();
  });

  test('a PENDING text shows what was written so far', () => {
    const { card } = renderCard(buildText({ status: 'PENDING', chatgpt_output: 'Il était une' }));
    expect(within(card).getByTestId('text-preview')).toHaveTextContent('Il était une');
    expect(within(card).getByLabelText('Writing…')).toBeInTheDocument();
  });

  test('the creator toggles public visibility; the card shows the answer', async () => {
    const text = buildText({ publicly_visible: false });
    const server = new FakeServer().on('PATCH', `/api/reeprise/generated_texts/${text.id}/`, (request) => ({
      status: 200,
      body: { ...text, ...(request.body as object) },
    }));
    const { user, card } = renderCard(text, 1, server);
    // named after its text: a list of cards is not a list of switches all called "Public" (issue 18)
    const toggle = within(card).getByRole('switch', { name: `Public: ${text.topic}` });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(server.requestsTo('PATCH', `/api/reeprise/generated_texts/${text.id}/`)).toHaveLength(1),
    );
    const [patch] = server.requestsTo('PATCH', `/api/reeprise/generated_texts/${text.id}/`);
    expect(patch?.body).toEqual({ id: text.id, publicly_visible: true });
    expect(patch?.headers.get('x-csrftoken')).toBe('test-csrf-token');
  });

  test('someone else’s public text has the public icon but no toggle and no Retry', () => {
    const { card } = renderCard(
      buildText({ creator_id: 2, publicly_visible: true, status: 'FAILED', error: 'boom' }),
      1,
    );
    expect(within(card).getByLabelText('Public: everyone can read this text')).toBeInTheDocument();
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(card).getByText('boom')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('a FAILED own text shows its error and a Retry button that calls retry', async () => {
    const text = buildText({ status: 'FAILED', error: 'The model did not answer.' });
    const server = new FakeServer().on('POST', `/api/reeprise/generated_texts/${text.id}/retry/`, () => ({
      status: 200,
      body: { ...text, status: 'PENDING', error: null, chatgpt_output: '' },
    }));
    const { user, card } = renderCard(text, 1, server);
    expect(within(card).getByText('The model did not answer.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(server.requestsTo('POST', `/api/reeprise/generated_texts/${text.id}/retry/`)).toHaveLength(1),
    );
  });

  test('an image-only text without a topic still has a heading', () => {
    const { card } = renderCard(buildText({ topic: '' }));
    expect(within(card).getByRole('heading', { name: 'Text from a picture' })).toBeInTheDocument();
  });
});
