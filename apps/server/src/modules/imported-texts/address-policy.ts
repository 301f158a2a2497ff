import ipaddr from 'ipaddr.js';

// IPv6's global unicast block (RFC 4291, 2000::/3). What lies outside it and ipaddr.js still calls
// 'unicast' is no public page: the IPv4-compatible `::a.b.c.d` (`[::127.0.0.1]` reaches the loopback
// where the system routes it) and the rest of ::/8.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for a public unicast address. Private, loopback, link-local (cloud metadata at
 * 169.254.169.254), unique-local, multicast, unspecified, carrier-grade NAT, reserved and documentation
 * ranges are refused, and so is every IPv6 form that embeds an IPv4 address (mapped, compatible, NAT64,
 * 6to4, Teredo): ipaddr.js's process() turns an IPv4-mapped address into the IPv4 one before its range is
 * judged, and an IPv6 address must be in the global unicast block. An address with a zone (`%eth0`) names
 * a local link: refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address) || address.includes('%')) return false;
  const parsed = ipaddr.process(hexSpelling(address));
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** The address as one spelling (IPv4-mapped IPv6 as IPv4), to compare with the test setting's list. */
export function canonicalAddress(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(hexSpelling(address)).toString() : address;
}

/**
 * An IPv6 address with a dotted IPv4 tail as the URL standard writes it, in hex (`::127.0.0.1` is
 * `::7f00:1`): ipaddr.js reads `::a.b.c.d` as the IPv4-mapped `::ffff:a.b.c.d`, another address than
 * the one a socket connects to (and the system's resolver writes IPv4-compatible answers that way).
 */
function hexSpelling(address: string): string {
  if (!address.includes(':') || !address.includes('.')) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

/** An address the import may connect to: public, or named in IMPORT_ALLOW_PRIVATE_HOSTS (tests only). */
export function mayConnect(address: string, allowedPrivate: readonly string[]): boolean {
  if (isPublicAddress(address)) return true;
  const canonical = canonicalAddress(address);
  return allowedPrivate.some((allowed) => canonicalAddress(allowed) === canonical);
}

export const isIpLiteral = (host: string) => ipaddr.isValid(host);
