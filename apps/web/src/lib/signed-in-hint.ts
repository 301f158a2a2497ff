import { SIGNED_IN_COOKIE } from '@reeprise/contract';

/**
 * Whether this browser was signed in when it last talked to the server: the server's `signedin` cookie
 * (set at login beside the session, dropped at logout and by whoami without a session). Only a hint for
 * starting requests early; whoami decides who is there.
 */
export function probablySignedIn(cookies = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SIGNED_IN_COOKIE}=1`);
}
