import ipaddr from 'ipaddr.js';

/**
 * True only for a public unicast address. Private, loopback, link-local (cloud metadata at
 * 169.254.169.254), unique-local, multicast, unspecified, carrier-grade NAT, reserved and documentation
 * ranges are refused, and so is every IPv6 form that embeds an IPv4 address (mapped, NAT64, 6to4, Teredo):
 * ipaddr.js's process() turns an IPv4-mapped address into the IPv4 one before its range is judged.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The address as one spelling (IPv4-mapped IPv6 as IPv4), to compare with the test setting's list. */
export function canonicalAddress(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

/** An address the import may connect to: public, or named in IMPORT_ALLOW_PRIVATE_HOSTS (tests only). */
export function mayConnect(address: string, allowedPrivate: readonly string[]): boolean {
  if (isPublicAddress(address)) return true;
  const canonical = canonicalAddress(address);
  return allowedPrivate.some((allowed) => canonicalAddress(allowed) === canonical);
}

export const isIpLiteral = (host: string) => ipaddr.isValid(host);
