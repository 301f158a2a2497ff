import { isIP } from 'node:net';

/** What Fastify's `trustProxy` gets: false (no proxy, the default), a hop count, or proxy addresses/CIDRs. */
export type TrustProxy = false | number | string[];

// proxy-addr (Fastify's) also knows these names for the private ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses TRUSTED_PROXIES: unset trusts no forwarded header; `1` trusts that many proxy hops in front of
 * the app; `127.0.0.1, 10.0.0.0/8` trusts X-Forwarded-* only from those peers. Throws a message for a
 * wrong value (the config reports it under the variable's name).
 */
export function parseTrustedProxies(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '') return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 20) throw new Error('a hop count must be between 1 and 20 (leave it unset to trust no proxy)');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(`'${entry}' is neither an IP address, a CIDR range nor loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the parsed value. Fastify 5 treats a bare number as "trust nothing" (it
 * cannot check the peer), so a hop count becomes a function trusting the nearest `hops` peers, whoever
 * they are: right only when the app cannot be reached except through those proxies (docs/operations.md).
 */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
