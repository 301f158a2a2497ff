import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DictionariesService } from './dictionaries.service.js';

export const DICTIONARIES_USAGE = `Usage:
  npm run dictionaries -- import PATH [--from LANGUAGE] [--to MOTHER_TONGUE]
  npm run dictionaries -- list
  npm run dictionaries -- remove NAME
PATH names a dictd dictionary: NAME.index with NAME.dict or NAME.dict.dz (for example Debian's
/usr/share/dictd/freedict-spa-eng.index). FreeDict names like spa-eng or freedict-spa-eng give the
languages; otherwise (and for Portuguese: Brazil or Portugal) use --from/--to.`;

export interface CommandIo {
  print: (line: string) => void;
  fail: (line: string) => void;
  /** Where the user typed the command: relative paths start there. */
  cwd: string;
}

/** `npm run dictionaries -- …`; returns the exit code. */
export async function runDictionariesCommand(
  argv: string[],
  dictionaries: DictionariesService,
  io: CommandIo,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' } },
  });
  const [command, argument] = positionals;
  switch (command) {
    case 'import': {
      if (!argument) break;
      const result = await dictionaries.importFile(path.resolve(io.cwd, argument), values);
      io.print(
        `Imported '${result.name}' (${result.title}): ${result.entries} entries, ${result.from} → ${result.to}.`,
      );
      return 0;
    }
    case 'list': {
      const rows = await dictionaries.list();
      if (rows.length === 0) io.print('No dictionaries imported.');
      for (const row of rows) {
        io.print(
          `${row.name}  ${row.fromLanguage} → ${row.toLanguage}  ${row.entryCount} entries  ${row.title}`,
        );
      }
      return 0;
    }
    case 'remove': {
      if (!argument) break;
      if (!(await dictionaries.remove(argument))) {
        io.fail(`No dictionary named '${argument}'.`);
        return 1;
      }
      io.print(`Removed '${argument}'.`);
      return 0;
    }
  }
  io.fail(DICTIONARIES_USAGE);
  return 2;
}
