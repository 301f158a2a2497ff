import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { addAbortSignal, pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { HttpError, codedError } from '../../plugins/http-error.js';
import { isIpLiteral, mayConnect } from './address-policy.js';

/** The limits of one page fetch; the test setting allows named private addresses. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  allowedPrivateHosts: readonly string[];
  /** Called when a remote server has answered (a status line arrived), redirects included. */
  onAnswer?: () => void;
}

export interface FetchedPage {
  url: string;
  body: Buffer;
  contentType: string;
  charset: string | undefined;
}

const READABLE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain', 'text/markdown'];

/**
 * Fetches a web page for an import, guarded against server-side request forgery: http(s) only, no
 * credentials in the address, every host resolved and all its addresses checked before connecting, the
 * connection made to the checked address (no second lookup a rebinding DNS server could answer
 * differently), each redirect checked the same way, and the whole fetch bounded in time and size. No
 * cookie or credential is ever sent.
 */
export async function fetchPage(address: string, limits: FetchLimits): Promise<FetchedPage> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limits.timeoutMs);
  try {
    let url = parseAddress(address);
    for (let redirects = 0; ; redirects += 1) {
      const response = await request(url, limits, abort.signal);
      limits.onAnswer?.();
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.destroy();
        if (redirects >= limits.maxRedirects) {
          throw codedError(422, 'import_url_too_many_redirects', 'The page redirects too often.', {
            count: limits.maxRedirects,
          });
        }
        url = parseAddress(new URL(location, url).toString());
        continue;
      }
      return await readBody(url, response, limits, abort.signal);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (abort.signal.aborted) throw timeout(limits.timeoutMs);
    throw unreachable();
  } finally {
    clearTimeout(timer);
  }
}

function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw invalidUrl();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidUrl();
  if (url.username || url.password) throw invalidUrl();
  return url;
}

/** The addresses a host stands for, all of which must be allowed; the first is the one connected to. */
async function checkedAddress(url: URL, limits: FetchLimits, signal: AbortSignal) {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIpLiteral(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await Promise.race([
        lookup(host, { all: true, verbatim: true }),
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      ]);
    } catch (error) {
      if (signal.aborted) throw error;
      throw unreachable();
    }
  }
  if (addresses.length === 0) throw unreachable();
  // one private answer is enough to refuse: a host that also points inward is not a public page
  if (!addresses.every((entry) => mayConnect(entry.address, limits.allowedPrivateHosts))) {
    throw codedError(
      400,
      'import_url_forbidden',
      'This address leads into a private network, not to a public web page.',
    );
  }
  return addresses[0];
}

async function request(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<http.IncomingMessage> {
  const target = await checkedAddress(url, limits, signal);
  // the connection goes to the address checked above, whatever a later lookup would answer
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'GET',
        lookup: pinned,
        agent: false,
        signal,
        headers: {
          'user-agent': 'Reeprise text import (+https://github.com/reeprise)',
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readBody(
  url: URL,
  response: http.IncomingMessage,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.destroy();
    throw codedError(422, 'import_url_status', `The page answered with status ${status}.`, { status });
  }
  const [mediaType = '', ...parameters] = (response.headers['content-type'] ?? 'text/html').split(';');
  const contentType = mediaType.trim().toLowerCase();
  if (!READABLE_TYPES.includes(contentType)) {
    response.destroy();
    throw codedError(415, 'import_url_not_text', 'The address does not lead to a web page or a text.');
  }
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    response.destroy();
    throw tooLarge(limits.maxBytes);
  }
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";]+)"?/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);

  // The deadline covers the whole body, its decompression included, and the connection goes with the
  // body however reading it ends (done, too large, timed out, or broken): nothing stays open to the remote.
  try {
    const body = await collect(addAbortSignal(signal, decoded(response)), limits.maxBytes, signal);
    return { url: url.toString(), body, contentType, charset };
  } finally {
    response.destroy();
  }
}

/**
 * The body as sent, unpacked when it is compressed (the size limit counts unpacked bytes). pipeline, not
 * pipe: the response's errors reach the stream read (pipe left them unhandled and the decompressor waiting
 * forever), and ending the one ends the other.
 */
function decoded(response: http.IncomingMessage): Readable {
  const decompressor = decompressorFor(response.headers['content-encoding']);
  if (!decompressor) return response;
  // the read of the returned stream reports what went wrong; nothing is left to do here
  return pipeline(response, decompressor, () => {});
}

function decompressorFor(encoding: string | undefined) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

async function collect(stream: Readable, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof HttpError || signal.aborted) throw error;
    throw unreachable();
  }
  return Buffer.concat(chunks);
}

const invalidUrl = () =>
  codedError(400, 'import_url_invalid', 'Enter a web address starting with http:// or https://.');
const unreachable = () => codedError(422, 'import_url_unreachable', 'The page could not be reached.');
const timeout = (ms: number) =>
  codedError(422, 'import_url_timeout', 'The page took too long to answer.', { seconds: Math.ceil(ms / 1000) });
const tooLarge = (bytes: number) =>
  codedError(413, 'import_url_too_large', 'The page is too large to import.', {
    megabytes: Math.round(bytes / (1024 * 1024)),
  });
