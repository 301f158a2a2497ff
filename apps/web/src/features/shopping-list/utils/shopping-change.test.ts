import { describe, expect, test } from 'vitest';
import { applyShoppingChange } from './shopping-change';

const milk = { item_name: 'Milk', in_cart: false };
const bread = { item_name: 'Bread', in_cart: true };

describe('applyShoppingChange', () => {
  test('adds at the end, not in the cart', () => {
    expect(applyShoppingChange([milk], { kind: 'add', item_name: 'Eggs' })).toEqual([
      milk,
      { item_name: 'Eggs', in_cart: false },
    ]);
  });

  test('toggles and deletes the matching entry of a newer list', () => {
    const newer = [bread, { item_name: 'Tea', in_cart: false }, milk];
    expect(applyShoppingChange(newer, { kind: 'toggle', entry: milk })[2]).toEqual({
      ...milk,
      in_cart: true,
    });
    expect(applyShoppingChange(newer, { kind: 'delete', entry: bread })).toEqual(newer.slice(1));
  });

  test('leaves the list alone when another tab already removed or toggled the entry', () => {
    const newer = [{ ...milk, in_cart: true }];
    expect(applyShoppingChange(newer, { kind: 'toggle', entry: milk })).toBe(newer);
    expect(applyShoppingChange(newer, { kind: 'delete', entry: milk })).toBe(newer);
  });
});
