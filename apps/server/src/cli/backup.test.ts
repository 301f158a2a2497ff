import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const serverDir = path.resolve(import.meta.dirname, '../..');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB !== 'postgres')('npm run backup', () => {
  it('copies a live SQLite database consistently', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-backup-'));
    const handle = openDatabase({ database: { kind: 'sqlite', file: path.join(dir, 'reeprise.sqlite') } });
    await migrateToLatest(handle);
    await handle.db.insertInto('users').values({ username: 'kept', password_hash: 'x', is_staff: 0, is_active: 1, created_at: 'now', password_changed_at: 'now' }).execute();
    // The app keeps its connection open while the backup runs.
    const target = path.join(dir, 'copy.sqlite');
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', target], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    }).toString();
    await handle.close();
    expect(out).toContain('integrity_check: ok');
    const copy = new SQLite(target, { readonly: true });
    expect(copy.prepare('select username from users').all()).toEqual([{ username: 'kept' }]);
    copy.close();
  });
});
