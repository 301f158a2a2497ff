import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildStaff } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

const accounts = [
  { id: 1, name: 'Dog club', credits: 1234, top_up_payment_url: 'https://pay.example.com/top-up?a=1' },
  { id: 2, name: 'Cat club', credits: 50, top_up_payment_url: null },
];

function server(mother_tongue: 'ENGLISH' | 'GERMAN' = 'ENGLISH') {
  return new FakeServer()
    .addUser(buildStaff(), { loggedIn: true, settings: { show_experimental_features: true, mother_tongue } })
    .on('GET', '/api/barks/accounts/', () => ({ status: 200, body: accounts }));
}

describe('bark accounts page', () => {
  test('shows name and balance; top up opens the payment URL in a new tab without opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderRoute('/bark_account', { server: server() });
    const dogs = await screen.findByRole('article', { name: 'Dog club' }, { timeout: 5000 });
    expect(within(dogs).getByText('€12.34')).toBeInTheDocument();
    await user.click(within(dogs).getByRole('button', { name: 'Top up' }));
    expect(open).toHaveBeenCalledWith('https://pay.example.com/top-up?a=1', '_blank', 'noopener,noreferrer');

    const cats = screen.getByRole('article', { name: 'Cat club' });
    expect(within(cats).getByText('€0.50')).toBeInTheDocument();
    expect(within(cats).getByRole('button', { name: 'Top up' })).toBeDisabled();
  });

  test('formats the balance in German for a German interface', async () => {
    renderRoute('/bark_account', { server: server('GERMAN') });
    const dogs = await screen.findByRole('article', { name: 'Dog club' }, { timeout: 5000 });
    expect(within(dogs).getByText(/^12,34\s€$/)).toBeInTheDocument();
    expect(within(dogs).getByRole('button', { name: 'Aufladen' })).toBeEnabled();
  });
});
