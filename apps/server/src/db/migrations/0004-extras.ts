import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

export function extras(_engine: Engine): Migration {
  return {
    async up(_db: AnyDb) {},
  };
}
