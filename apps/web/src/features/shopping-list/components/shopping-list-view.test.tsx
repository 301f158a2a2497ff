import { UpdateShoppingListSchema, type ShoppingList } from '@reeprise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildWhoami, WITH_SHOPPING_LIST } from '@/testing/data';
import { FakeServer, type RecordedRequest } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';

const LISTS = '/api/shoppinglist/shopping_list/';

/** The shopping list endpoints over one list, with the server's version check. */
function shoppingServer(initial: ShoppingList) {
  const state = { list: initial };
  const puts: RecordedRequest[] = [];
  const server = new FakeServer()
    .addUser(buildWhoami({ permissions: WITH_SHOPPING_LIST }), { loggedIn: true })
    .on('GET', LISTS, () => ({ status: 200, body: [state.list, { id: 99, entries: [], version: 0 }] }))
    .on('PUT', `${LISTS}${initial.id}/`, (request) => {
      puts.push(request);
      const body = UpdateShoppingListSchema.parse(request.body);
      if (body.version !== undefined && body.version !== state.list.version) {
        return { status: 409, body: { detail: 'The shopping list was changed meanwhile.' } };
      }
      state.list = { id: body.id, entries: body.entries, version: state.list.version + 1 };
      return { status: 200, body: state.list };
    });
  return { server, state, puts };
}

const entries = () =>
  within(screen.getByRole('list', { name: 'Shopping list entries' })).getAllByRole('listitem');

describe('shopping list page', () => {
  test('lists the first list as "name - in cart" / "name - not in cart"', async () => {
    const { server } = shoppingServer({
      id: 7,
      version: 3,
      entries: [
        { item_name: 'Milk', in_cart: false },
        { item_name: 'Bread', in_cart: true },
      ],
    });
    renderRoute('/shoppinglist', { server });
    expect(await screen.findByText('Milk - not in cart', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Bread - in cart')).toBeInTheDocument();
    expect(entries()).toHaveLength(2);
  });

  test('add needs a name, then PUTs the whole list with its version', async () => {
    const { server, puts } = shoppingServer({
      id: 7,
      version: 3,
      entries: [{ item_name: 'Milk', in_cart: false }],
    });
    const { user } = renderRoute('/shoppinglist', { server });
    await screen.findByText('Milk - not in cart', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Must have at least one character')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Item/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(puts).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Item/));
    await user.type(screen.getByLabelText(/Item/), 'Eggs');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Eggs - not in cart')).toBeInTheDocument();
    expect(puts[0]?.body).toEqual({
      id: 7,
      version: 3,
      entries: [
        { item_name: 'Milk', in_cart: false },
        { item_name: 'Eggs', in_cart: false },
      ],
    });
    expect(puts[0]?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    expect(screen.getByLabelText(/Item/)).toHaveValue('');
  });

  test('toggle and delete send the whole list back', async () => {
    const { server, state } = shoppingServer({
      id: 7,
      version: 1,
      entries: [
        { item_name: 'Milk', in_cart: false },
        { item_name: 'Bread', in_cart: false },
      ],
    });
    const { user } = renderRoute('/shoppinglist', { server });
    await user.click(await screen.findByRole('button', { name: 'Put Milk in the cart' }, { timeout: 5000 }));
    expect(await screen.findByText('Milk - in cart')).toBeInTheDocument();
    expect(state.list.entries[0]).toEqual({ item_name: 'Milk', in_cart: true });

    await user.click(await screen.findByRole('button', { name: 'Delete Bread' }));
    await waitFor(() => expect(screen.queryByText('Bread - not in cart')).not.toBeInTheDocument());
    expect(state.list).toEqual({ id: 7, version: 3, entries: [{ item_name: 'Milk', in_cart: true }] });
  });

  test('a 409 (another tab wrote first) refetches, re-applies the change and tells the user', async () => {
    const { server, state, puts } = shoppingServer({
      id: 7,
      version: 1,
      entries: [{ item_name: 'Milk', in_cart: false }],
    });
    const { user } = renderRoute('/shoppinglist', { server });
    await screen.findByText('Milk - not in cart', {}, { timeout: 5000 });

    // another tab adds Tea meanwhile
    state.list = {
      id: 7,
      version: 2,
      entries: [
        { item_name: 'Milk', in_cart: false },
        { item_name: 'Tea', in_cart: false },
      ],
    };
    await user.click(screen.getByRole('button', { name: 'Put Milk in the cart' }));

    expect(await screen.findByText('Tea - not in cart')).toBeInTheDocument();
    expect(screen.getByText('Milk - in cart')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toMatchObject({ version: 2 });
    expect(state.list.entries).toEqual([
      { item_name: 'Milk', in_cart: true },
      { item_name: 'Tea', in_cart: false },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list was changed elsewhere');
  });

  test('a failing list says so', async () => {
    const server = new FakeServer()
      .addUser(buildWhoami({ permissions: WITH_SHOPPING_LIST }), { loggedIn: true })
      .on('GET', LISTS, () => ({ status: 500, body: { detail: 'boom' } }));
    renderRoute('/shoppinglist', { server });
    expect(
      await screen.findByText('Could not fetch shopping list.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
