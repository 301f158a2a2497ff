import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { closeContext, createContext, type AppContext } from '../context.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { HttpError } from '../plugins/http-error.js';

const USAGE = `Usage:
  npm run users -- create NAME --password P [--staff] [--permission CODENAME]...
  npm run users -- list
  npm run users -- set-password NAME --password P
  npm run users -- grant NAME CODENAME`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: 'string' },
      staff: { type: 'boolean', default: false },
      permission: { type: 'string', multiple: true, default: [] },
    },
  });
  const [command, ...rest] = positionals;
  const handle = openDatabase(loadConfig());
  let ctx: AppContext | undefined;
  try {
    await migrateToLatest(handle);
    ctx = await createContext(loadConfig(), handle);
    const { users, sessions } = ctx.services;
    switch (command) {
      case 'create': {
        const [name] = rest;
        if (!name || !values.password) return usage();
        const user = await users.create({
          username: name,
          password: values.password,
          isStaff: values.staff,
          permissions: values.permission,
        });
        console.log(`Created user '${user.username}' (id ${user.id})${user.isStaff ? ' with staff rights' : ''}.`);
        return 0;
      }
      case 'list': {
        for (const u of await users.list()) {
          const flags = [u.isStaff ? 'staff' : '', u.isActive ? '' : 'inactive', ...u.permissions].filter(Boolean);
          console.log(`${String(u.id).padStart(5)}  ${u.username}${flags.length ? `  [${flags.join(', ')}]` : ''}`);
        }
        return 0;
      }
      case 'set-password': {
        const [name] = rest;
        if (!name || !values.password) return usage();
        const user = await users.setPassword(name, values.password);
        await sessions.endOthers(user.id);
        console.log(`Password of '${user.username}' changed; their sessions were ended.`);
        return 0;
      }
      case 'grant': {
        const [name, codename] = rest;
        if (!name || !codename) return usage();
        await users.grant(name, codename);
        console.log(`Granted ${codename} to '${name}'.`);
        return 0;
      }
      default:
        return usage();
    }
  } finally {
    if (ctx) await closeContext(ctx);
    await handle.close();
  }
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof HttpError || error instanceof Error ? `Error: ${error.message}` : error);
    process.exit(1);
  },
);
