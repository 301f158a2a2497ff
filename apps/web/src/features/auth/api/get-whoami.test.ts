import { WhoamiSchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readWhoami } from './get-whoami';

const user = { userId: 7, username: 'ada', is_staff: true, permissions: ['barks.view_bark'] };

describe('readWhoami', () => {
  test.each([
    ['a user', user],
    ['a visitor', { userId: null, username: null, is_staff: false, permissions: [] }],
    ['extra fields', { ...user, email: 'ada@example.org' }],
    ['no picture', { ...user, pic: null }],
    ['a picture', { ...user, pic: '/api/reeprise/users/7/profile_pic/?v=1' }],
    ['a picture that is no string', { ...user, pic: 7 }],
    ['a fractional id', { ...user, userId: 1.5 }],
    ['an id as text', { ...user, userId: '7' }],
    ['a missing username', { userId: 7, is_staff: false, permissions: [] }],
    ['is_staff as text', { ...user, is_staff: 'yes' }],
    ['a permission that is no string', { ...user, permissions: [1] }],
    ['no permissions', { userId: 7, username: 'ada', is_staff: false }],
    ['null', null],
    ['a string', 'ada'],
  ])('judges %s as WhoamiSchema does', (_case, json) => {
    const parsed = WhoamiSchema.safeParse(json);
    expect(readWhoami(json)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
