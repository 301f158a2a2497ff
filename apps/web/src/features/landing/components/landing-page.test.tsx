import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

async function openLanding(server = new FakeServer()) {
  const rendered = renderRoute('/reeprise', { server });
  await screen.findByRole('heading', { name: 'Reeprise', level: 1 });
  return rendered;
}

describe('landing page', () => {
  test('presents the product: pitch, guarantee, languages, plans and FAQ', async () => {
    await openLanding();
    expect(screen.getByText('Learn a language by reading stories written for you.')).toBeInTheDocument();
    expect(screen.getAllByText('20-day money-back guarantee').length).toBeGreaterThan(0);
    // each language in its own words, with the visitor's language beside it (one way everywhere)
    for (const label of ['English', 'Español (Spanish)', 'Русский (Russian)', 'Français (French)']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { name: 'Starter' })).toHaveLength(3);
    expect(screen.getAllByText('10,00 € per month')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Join now' })).toHaveLength(3);
  });

  test('JOIN NOW takes the visitor to the early-access box: scrolled to and the e-mail field focused', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = await openLanding();
    const joins = screen.getAllByRole('link', { name: 'Join now' });
    for (const join of joins) expect(join).toHaveAttribute('href', '#early-access');
    await user.click(joins[2]);
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('early-access'));
  });

  test('the FAQ accordion opens an answer', async () => {
    const { user } = await openLanding();
    const question = screen.getByRole('button', { name: 'Can I get my money back?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: false, name: /\?$/ })).toHaveLength(4);
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/20-day money-back guarantee, no questions asked/)).toBeVisible();
  });

  test('the LOG IN link carries the sign-in state to /reeprise', async () => {
    const { user, router } = await openLanding();
    await user.click(screen.getByRole('link', { name: 'LOG IN' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/reeprise', state: { signIn: true } });
  });

  test('the early-access box posts the address and thanks the visitor', async () => {
    const server = new FakeServer().on('POST', '/api/early_access/', () => ({
      status: 201,
      body: { detail: 'Thanks!' },
    }));
    const { user } = await openLanding(server);
    const form = screen.getByRole('form', { name: 'Get early access' });
    await user.type(within(form).getByLabelText('E-mail address'), '  ada@example.org ');
    await user.click(within(form).getByRole('button', { name: 'Request access' }));

    expect(await screen.findByText(/Thank you!/)).toBeInTheDocument();
    const [request] = server.requestsTo('POST', '/api/early_access/');
    expect(request?.body).toEqual({ email: 'ada@example.org' });
  });

  test('an invalid address is caught before sending', async () => {
    const { user, server } = await openLanding();
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/early_access/')).toHaveLength(0);
  });

  test("the server's detail is shown when it refuses", async () => {
    const server = new FakeServer().on('POST', '/api/early_access/', () => ({
      status: 429,
      body: { detail: 'Too many requests, try again later.' },
    }));
    const { user } = await openLanding(server);
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    expect(await screen.findByText('Too many requests, try again later.')).toBeInTheDocument();
  });

  test.each([
    ['no answer to read', { status: 502 }],
    ['the endpoint is missing', { status: 404, body: { detail: 'Not found.' } }],
  ])('with %s, a friendly message appears', async (_case, reply) => {
    const server = new FakeServer().on('POST', '/api/early_access/', () => reply);
    const { user } = await openLanding(server);
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Request access' }));
    expect(
      await screen.findByText('We could not save your address right now. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request access' })).toBeEnabled());
  });
});
