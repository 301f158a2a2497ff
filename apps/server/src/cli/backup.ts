import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.js';

/**
 * `npm run backup -- FILE`: an online, consistent copy of the SQLite database (SQLite's backup API; the
 * app may keep running). On PostgreSQL it prints the pg_dump command to use instead.
 */
async function main(argv: string[]): Promise<number> {
  const [target] = argv;
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    const url = new URL(config.database.url);
    url.password = url.password ? '****' : '';
    console.log('The database is PostgreSQL: back it up with pg_dump, for example');
    console.log(`  pg_dump --format=custom --file=${target ?? 'reeprise.dump'} '${url.toString()}'`);
    console.log('and restore with pg_restore --clean --dbname=… reeprise.dump');
    return 0;
  }
  if (!target) {
    console.error('Usage: npm run backup -- FILE');
    return 2;
  }
  // relative to where the user typed the command (npm runs this script inside apps/server)
  const destination = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (existsSync(destination)) {
    console.error(`Refusing to overwrite ${destination}; choose a new file name.`);
    return 1;
  }
  const database = new SQLite(config.database.file, { fileMustExist: true });
  try {
    await database.backup(destination);
  } finally {
    database.close();
  }
  const check = new SQLite(destination, { readonly: true });
  const result = check.pragma('integrity_check', { simple: true });
  check.close();
  console.log(`Backed up ${config.database.file} to ${destination} (integrity_check: ${String(result)}).`);
  return result === 'ok' ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
