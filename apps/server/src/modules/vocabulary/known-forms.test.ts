import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { learnerApp } from '../../../test/learner-app.js';
import type { TestClient } from '../../../test/test-client.js';
import { insertEntry } from './vocabulary.fixtures.js';

const V = '/api/reeprise/vocabulary/';
let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  ({ app, userId, client } = await learnerApp());
});
afterEach(() => app.close());

describe('level fit forms', () => {
  it('tells learning forms from known ones (streak past 2 or FSRS-stable)', async () => {
    await insertEntry(app, userId, 'sabido', { streak: 3 });
    await insertEntry(app, userId, 'estable', { streak: 0, fsrs: { dueInDays: 10, stability: 30 } });
    await insertEntry(app, userId, 'nuevo', { streak: 2 });
    await insertEntry(app, userId, 'pendiente', { streak: 5, status: 'PENDING' });
    expect((await client.get(`${V}known_forms/?language=SPANISH`)).json()).toEqual({
      forms: ['estable', 'nuevo', 'pendiente', 'sabido'],
      learning: ['nuevo', 'pendiente'],
      ignored: [],
    });
  });
});
