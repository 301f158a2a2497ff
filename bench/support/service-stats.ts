// What the cluster bench reads from the machine, PostgreSQL and Redis while it runs. Connections are
// told apart by process through the TCP ports each process holds (/proc), so no server code changes to
// be counted and nothing is guessed from names.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import type pg from 'pg';
import type { Redis } from 'ioredis';

/** The local ports of the TCP sockets `pid` holds open (its threads share them). */
export function localPortsOf(pid: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith('socket:[')) inodes.add(target.slice(8, -1));
    } catch {
      // closed while we looked
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && inodes.has(fields[9])) ports.add(parseInt(fields[1].split(':')[1], 16));
    }
  }
  return ports;
}

/** Which of `pids` holds the local `port`, by name; undefined: none of them. */
export function ownerOf(port: number, owners: Map<string, Set<number>>): string | undefined {
  for (const [name, ports] of owners) if (ports.has(port)) return name;
  return undefined;
}

/** The whole machine's busy and total CPU time in seconds (/proc/stat), to tell what share of the cores was used. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

export interface PgBackend {
  pid: number;
  /** The process whose pool opened it, by name. */
  owner: string | undefined;
  state: string | null;
  waitEventType: string | null;
}

/** The database's backends now: which of our processes each belongs to, and what it does. */
export async function pgBackends(client: pg.Client, database: string, owners: Map<string, Set<number>>): Promise<PgBackend[]> {
  const { rows } = await client.query<{ pid: number; client_port: number | null; state: string | null; wait_event_type: string | null }>(
    `select pid, client_port, state, wait_event_type from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [database],
  );
  return rows.map((row) => ({
    pid: row.pid,
    owner: row.client_port === null ? undefined : ownerOf(row.client_port, owners),
    state: row.state,
    waitEventType: row.wait_event_type,
  }));
}

export interface PgCounters {
  transactions: number;
  rowsReturned: number;
  rowsFetched: number;
  rowsWritten: number;
  blocksRead: number;
  blocksHit: number;
}

/** The database's cumulative counters (pg_stat_database): a step's figures are the difference of two reads. */
export async function pgCounters(client: pg.Client, database: string): Promise<PgCounters> {
  const { rows } = await client.query<Record<string, string>>(
    `select xact_commit + xact_rollback as transactions, tup_returned, tup_fetched, tup_inserted + tup_updated + tup_deleted as written, blks_read, blks_hit
       from pg_stat_database where datname = $1`,
    [database],
  );
  const row = rows[0];
  return {
    transactions: Number(row.transactions),
    rowsReturned: Number(row.tup_returned),
    rowsFetched: Number(row.tup_fetched),
    rowsWritten: Number(row.written),
    blocksRead: Number(row.blks_read),
    blocksHit: Number(row.blks_hit),
  };
}

/** Index and sequential scans and rows written per table so far (pg_stat_user_tables, of the database `client` is connected to). */
export async function pgTableCounters(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ relname: string; n: string }>(
    `select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) + n_tup_ins + n_tup_upd + n_tup_del as n from pg_stat_user_tables`,
  );
  return new Map(rows.map((row) => [row.relname, Number(row.n)]));
}

export const minus = <T extends object>(after: T, before: T): T =>
  Object.fromEntries(Object.entries(after).map(([key, value]) => [key, (value as number) - (before as Record<string, number>)[key]])) as T;

/** Commands Redis has run, by command (INFO commandstats), and its CPU seconds. */
export async function redisCounters(redis: Redis): Promise<{ commands: Map<string, number>; cpu: number; usedMemory: number }> {
  const stats = await redis.info('commandstats');
  const commands = new Map<string, number>();
  for (const match of stats.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) commands.set(match[1], Number(match[2]));
  const cpu = await redis.info('cpu');
  const seconds = [...cpu.matchAll(/^used_cpu_(?:sys|user):([\d.]+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
  const memory = /^used_memory:(\d+)/m.exec(await redis.info('memory'));
  return { commands, cpu: seconds, usedMemory: Number(memory?.[1] ?? 0) };
}

/** Redis connections per process of ours (CLIENT LIST's peer ports). */
export async function redisClients(redis: Redis, owners: Map<string, Set<number>>): Promise<Map<string, number>> {
  const list = (await redis.call('CLIENT', 'LIST')) as string;
  const counts = new Map<string, number>();
  for (const match of list.matchAll(/ addr=[^ ]*:(\d+) /g)) {
    const owner = ownerOf(Number(match[1]), owners);
    if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  return counts;
}

/** The keys under `prefix` and the bytes Redis holds for them (MEMORY USAGE, sampled exactly: SAMPLES 0). */
export async function redisKeys(redis: Redis, prefix: string): Promise<{ keys: number; bytes: number }> {
  let keys = 0;
  let bytes = 0;
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    keys += found.length;
    for (const key of found) bytes += Number((await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0')) ?? 0);
  } while (cursor !== '0');
  return { keys, bytes };
}

/** Deletes every key under `prefix` (the bench's own), so each run starts with an empty queue. */
export async function clearPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (found.length > 0) await redis.del(...found);
  } while (cursor !== '0');
}
