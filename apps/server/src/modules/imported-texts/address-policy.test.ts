import { describe, expect, it } from 'vitest';
import { isPublicAddress, mayConnect } from './address-policy.js';

// Issue 33, item 9: the addresses a web page's host name or a literal in the address may stand for. The
// literals are written as the URL parser hands them on (`http://[::127.0.0.1]/` has the host `::7f00:1`).
const hostOf = (address: string) => new URL(address).hostname.replace(/^\[(.*)\]$/, '$1');

describe('IPv6 forms that embed a private or loopback IPv4 address', () => {
  it.each([
    'http://[::127.0.0.1]/',
    'http://[0:0:0:0:0:0:127.0.0.1]/',
    'http://[::10.0.0.1]/',
    'http://[::192.168.1.1]/',
    'http://[::169.254.169.254]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::ffff:0:127.0.0.1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[64:ff9b:1::10.0.0.1]/',
    'http://[2002:7f00:1::]/',
    'http://[2001::1]/',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(hostOf(address))).toBe(false);
    expect(mayConnect(hostOf(address), [])).toBe(false);
  });

  it('refuses the IPv4-compatible form of a public address too, and the rest of ::/8', () => {
    // deprecated since RFC 4291: nothing public answers there, and a system may route it anywhere
    expect(isPublicAddress('::8.8.8.8')).toBe(false);
    expect(isPublicAddress('::1:7f00:1')).toBe(false);
  });

  it('refuses an address with a zone, and the bracketed spelling itself', () => {
    expect(isPublicAddress('2606:4700:4700::1111%eth0')).toBe(false);
    expect(isPublicAddress('[::127.0.0.1]')).toBe(false);
    expect(isPublicAddress('[2606:4700:4700::1111]')).toBe(false);
  });

  it('allows public IPv4 and global unicast IPv6, also IPv4-mapped public IPv4', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:80b::200e')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('the test setting allows 127.0.0.1 in its own spellings only, never by an IPv4-compatible one', () => {
    expect(mayConnect('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(mayConnect(hostOf('http://[::127.0.0.1]/'), ['127.0.0.1'])).toBe(false);
    // as the system's resolver writes an IPv4-compatible answer (a AAAA record ::7f00:1)
    expect(isPublicAddress('::127.0.0.1')).toBe(false);
    expect(mayConnect('::127.0.0.1', ['127.0.0.1'])).toBe(false);
  });
});
