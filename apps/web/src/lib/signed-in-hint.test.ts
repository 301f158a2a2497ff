import { describe, expect, it } from 'vitest';
import { probablySignedIn } from './signed-in-hint';

describe('probablySignedIn', () => {
  it('reads the server’s hint among the other cookies', () => {
    expect(probablySignedIn('csrftoken=a.b; signedin=1')).toBe(true);
    expect(probablySignedIn('signedin=1;csrftoken=a.b')).toBe(true);
  });

  it('is false without it, or for a cookie that only looks like it', () => {
    expect(probablySignedIn('')).toBe(false);
    expect(probablySignedIn('csrftoken=a.b')).toBe(false);
    expect(probablySignedIn('notsignedin=1; signedin=0')).toBe(false);
  });
});
