import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('the declared Node version', () => {
  it('runs every installed package: none asks for a newer Node than package.json promises', () => {
    const declared = (readJson('package.json').engines as { node: string }).node;
    const lowest = semver.minVersion(declared);
    expect(lowest).not.toBeNull();
    const packages = readJson('package-lock.json').packages as Record<string, { engines?: { node?: string } | string[] }>;
    const refusing = Object.entries(packages)
      .map(([name, entry]) => [name, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(([, node]) => node !== undefined && !semver.satisfies(lowest!, node, { includePrerelease: true }))
      .map(([name, node]) => `${name.replace(/^.*node_modules\//, '')} needs node ${node}`);
    expect(refusing).toEqual([]);
  });

  it('is the Node this machine runs', () => {
    const declared = (readJson('package.json').engines as { node: string }).node;
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });
});
