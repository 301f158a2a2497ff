// Reads what every part of the cluster has used: CPU per process and per resource, PostgreSQL's and
// Redis's counters, and, sampled while a step runs, memory and connections per process.
import type pg from 'pg';
import type { Redis } from 'ioredis';
import { RESOURCES, zeroResources, type PerResource } from './capacity-model.js';
import type { ChildHandle, ServerProcess } from './cluster-processes.js';
import { cpuSeconds, rssMb, schedstat } from './learner-sim.js';
import { localPortsOf, machineCpu, minus, pgBackends, pgCounters, pgTableCounters, redisClients, redisCounters, redisKeys, type PgCounters } from './service-stats.js';

export interface Snapshot {
  at: number;
  cpu: PerResource;
  /** CPU seconds and seconds spent waiting for a core, per server process by name. */
  processCpu: Record<string, number>;
  processWaited: Record<string, number>;
  pg: PgCounters;
  /** Scans and rows written per table. */
  tables: Map<string, number>;
  redisCommands: Map<string, number>;
  machine: { busy: number; total: number };
}

export interface Usage {
  seconds: number;
  cpu: PerResource;
  processCpu: Record<string, number>;
  processWaited: Record<string, number>;
  pg: PgCounters;
  /** The tables most used (scans and rows written), with their counts. */
  topTables: Array<[string, number]>;
  redisCommands: number;
  /** The five commands Redis ran most, with their counts. */
  topRedisCommands: Array<[string, number]>;
  /** The share of the machine's cores in use (everything on it, not only the cluster). */
  machineShare: number;
}

export interface ProcessSample {
  rssMb: number;
  pgConnections: number;
  pgActive: number;
  redisConnections: number;
}

const OWNERS_MS = 10_000;

export class Probes {
  /** CPU seconds of every PostgreSQL backend of the bench's database seen so far (a pool closes idle ones). */
  private readonly backendCpu = new Map<number, number>();
  readonly samples = new Map<string, ProcessSample[]>();

  constructor(
    readonly servers: ServerProcess[],
    readonly model: ChildHandle,
    private readonly pgStats: pg.Client,
    /** Connected to the bench's database: its tables' counters are per database. */
    private readonly pgTables: pg.Client,
    private readonly redis: Redis,
    private readonly database: string,
  ) {}

  private ownersCache: { at: number; owners: Map<string, Set<number>> } | undefined;

  /**
   * Which local ports each process holds, to tell whose a PostgreSQL backend or Redis client is. Read
   * at most every OWNERS_MS: it walks every socket of every process and /proc/net/tcp, tens of
   * milliseconds with thousands of learners' connections open, which the first cluster runs paid on the
   * load generator's event loop every second (its p99 lag, 56 ms, was in every call's p99). Pools keep
   * their connections, so a map a few seconds old names them all but the newest.
   */
  private owners(): Map<string, Set<number>> {
    const now = performance.now();
    if (this.ownersCache && now - this.ownersCache.at < OWNERS_MS) return this.ownersCache.owners;
    const owners = new Map(this.servers.map((server) => [server.name, localPortsOf(server.pid)]));
    this.ownersCache = { at: now, owners };
    return owners;
  }

  private async readBackends() {
    const backends = await pgBackends(this.pgStats, this.database, this.owners());
    for (const backend of backends) {
      try {
        this.backendCpu.set(backend.pid, Math.max(this.backendCpu.get(backend.pid) ?? 0, cpuSeconds(backend.pid)));
      } catch {
        // the backend ended between the two reads
      }
    }
    return backends;
  }

  async snapshot(): Promise<Snapshot> {
    await this.readBackends();
    const redis = await redisCounters(this.redis);
    const processCpu = Object.fromEntries(this.servers.map((s) => [s.name, cpuSeconds(s.pid)]));
    const processWaited = Object.fromEntries(this.servers.map((s) => [s.name, schedstat(s.pid).waited / 1e9]));
    const client = process.cpuUsage();
    const cpu = zeroResources();
    for (const server of this.servers) cpu[server.role] += processCpu[server.name];
    cpu.postgres = [...this.backendCpu.values()].reduce((n, v) => n + v, 0);
    cpu.redis = redis.cpu;
    cpu.client = (client.user + client.system) / 1e6;
    cpu.model = cpuSeconds(this.model.pid);
    const pgNow = await pgCounters(this.pgStats, this.database);
    return { at: performance.now(), cpu, processCpu, processWaited, pg: pgNow, tables: await pgTableCounters(this.pgTables), redisCommands: redis.commands, machine: machineCpu() };
  }

  /** Memory and connections per process now, kept for the step's maxima. */
  async sample(): Promise<void> {
    const backends = await this.readBackends();
    const clients = await redisClients(this.redis, this.owners());
    for (const server of this.servers) {
      const own = backends.filter((b) => b.owner === server.name);
      let list = this.samples.get(server.name);
      if (!list) this.samples.set(server.name, (list = []));
      list.push({ rssMb: rssMb(server.pid), pgConnections: own.length, pgActive: own.filter((b) => b.state === 'active').length, redisConnections: clients.get(server.name) ?? 0 });
    }
  }

  /** The keys and bytes Redis holds under the cluster's prefix now. */
  redisCensus(prefix: string) {
    return redisKeys(this.redis, prefix);
  }

  clearSamples() {
    this.samples.clear();
  }
}

/** What was used between two snapshots. */
export function usageBetween(before: Snapshot, after: Snapshot): Usage {
  const cpu = zeroResources();
  for (const resource of RESOURCES) cpu[resource] = after.cpu[resource] - before.cpu[resource];
  const commands = [...after.redisCommands].map(([name, calls]) => [name, calls - (before.redisCommands.get(name) ?? 0)] as [string, number]).filter(([, n]) => n > 0);
  const tables = [...after.tables].map(([name, n]) => [name, n - (before.tables.get(name) ?? 0)] as [string, number]).filter(([, n]) => n > 0);
  const machine = { busy: after.machine.busy - before.machine.busy, total: after.machine.total - before.machine.total };
  return {
    seconds: (after.at - before.at) / 1000,
    cpu,
    processCpu: Object.fromEntries(Object.keys(after.processCpu).map((name) => [name, after.processCpu[name] - before.processCpu[name]])),
    processWaited: Object.fromEntries(Object.keys(after.processWaited).map((name) => [name, after.processWaited[name] - before.processWaited[name]])),
    pg: minus(after.pg, before.pg),
    topTables: tables.sort((a, b) => b[1] - a[1]).slice(0, 5),
    // the stats' own INFO and CLIENT calls are few (a handful a second) beside the cluster's
    redisCommands: commands.reduce((n, [, c]) => n + c, 0),
    topRedisCommands: commands.sort((a, b) => b[1] - a[1]).slice(0, 5),
    machineShare: machine.total > 0 ? machine.busy / machine.total : 0,
  };
}
