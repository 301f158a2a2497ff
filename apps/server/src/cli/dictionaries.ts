import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { runDictionariesCommand } from '../modules/dictionaries/dictionaries-command.js';
import { DictionariesRepository } from '../modules/dictionaries/dictionaries.repository.js';
import { DictionariesService } from '../modules/dictionaries/dictionaries.service.js';
import { UserSettingsRepository } from '../modules/user-settings/user-settings.repository.js';

/** `npm run dictionaries -- import|list|remove`: offline dictionaries in the database (issue 19). */
async function main(argv: string[]): Promise<number> {
  const handle = openDatabase(loadConfig());
  try {
    await migrateToLatest(handle);
    const service = new DictionariesService(
      new DictionariesRepository(handle.db),
      new UserSettingsRepository(handle.db),
    );
    return await runDictionariesCommand(argv, service, {
      print: (line) => console.log(line),
      fail: (line) => console.error(line),
      // npm runs this script inside apps/server; INIT_CWD is where the user typed the command
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
