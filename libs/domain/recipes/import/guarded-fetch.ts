import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { DomainError } from '#domain/errors';

export interface GuardedFetchOptions {
  /** Whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Test-only: a local fixture server on 127.0.0.1 is allowed. */
  allowLoopback?: boolean;
  /** The Accept header (a page by default). */
  accept?: string;
}

export interface FetchedBytes {
  url: string;
  contentType: string;
  bytes: Buffer;
}

export interface FetchedPage {
  /** The address the page was finally read from (after redirects). */
  url: string;
  contentType: string;
  body: string;
}

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;

// Everything that is not the public internet: private, loopback, link-local (cloud metadata),
// carrier-grade NAT, multicast, reserved, documentation, and their IPv6 forms.
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(net, bits, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address may be fetched: public internet only (loopback too when the test setting says so). */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = family === 'ipv6' ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  if (mapped) return isAllowedAddress(mapped, allowLoopback);
  if (allowLoopback && LOOPBACK.check(address, family)) return true;
  return !NOT_PUBLIC.check(address, family);
}

const refused = () => new DomainError('IMPORT_ADDRESS_REFUSED');

/**
 * The resolver every outside connection uses: the address is checked after DNS resolution, at
 * connect time, for every hop, so neither a redirect nor a name that resolves to 10.0.0.1 (or
 * changes its answer between two lookups) reaches the inside network.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as { address: string; family: number }[];
      const bad = list.find((a) => !isAllowedAddress(a.address, allowLoopback));
      if (bad || list.length === 0) return callback(refused() as unknown as NodeJS.ErrnoException, '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

function checkUrl(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('IMPORT_URL_INVALID');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DomainError('IMPORT_URL_INVALID');
  if (url.username || url.password) throw new DomainError('IMPORT_URL_INVALID');
  // A literal address skips DNS: judge it here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowedAddress(host, allowLoopback)) throw refused();
  return url;
}

/**
 * The one client that fetches outside pages: http(s) only, public addresses only (after DNS and on
 * every redirect), at most 5 redirects and 5 MB, and one deadline for the whole fetch. Every
 * refusal is a DomainError whose code says which.
 */
export async function guardedFetch(rawUrl: string, options: GuardedFetchOptions): Promise<FetchedPage> {
  const { url, contentType, bytes } = await guardedFetchBytes(rawUrl, options);
  return { url, contentType, body: bytes.toString('utf8') };
}

/** The same guarded fetch, answering the bytes as they came (a page's picture). */
export async function guardedFetchBytes(rawUrl: string, options: GuardedFetchOptions): Promise<FetchedBytes> {
  const accept = options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const allowLoopback = options.allowLoopback ?? false;
  const deadline = Date.now() + options.timeoutMs;
  let url = checkUrl(rawUrl, allowLoopback);
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(url, deadline, maxBytes, allowLoopback, accept);
    if (res.redirect) {
      if (hop >= maxRedirects) throw new DomainError('IMPORT_TOO_MANY_REDIRECTS');
      url = checkUrl(new URL(res.redirect, url).toString(), allowLoopback);
      continue;
    }
    return { url: url.toString(), contentType: res.contentType, bytes: res.body };
  }
}

interface OneResponse {
  redirect?: string;
  contentType: string;
  body: Buffer;
}

function requestOnce(url: URL, deadline: number, maxBytes: number, allowLoopback: boolean, accept: string): Promise<OneResponse> {
  return new Promise<OneResponse>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new DomainError('IMPORT_TIMEOUT'));
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(err instanceof DomainError ? err : new DomainError('IMPORT_FETCH_FAILED'));
    };
    const req = client.get(
      url,
      {
        lookup: guardedLookup(allowLoopback),
        headers: { 'user-agent': 'Mijote/1.0 (import de recette)', accept, 'accept-language': 'fr-FR,fr;q=0.9' },
        // No connection reuse: every hop is resolved and checked again.
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          settled = true;
          clearTimeout(timer);
          return resolve({ redirect: res.headers.location, contentType: '', body: Buffer.alloc(0) });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return fail(new DomainError('IMPORT_FETCH_FAILED'));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes) return fail(new DomainError('IMPORT_TOO_LARGE'));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return fail(new DomainError('IMPORT_TOO_LARGE'));
          chunks.push(chunk);
        });
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
        });
        res.on('error', fail);
      },
    );
    const timer = setTimeout(() => fail(new DomainError('IMPORT_TIMEOUT')), remaining);
    req.on('error', (err) => fail(err instanceof DomainError ? err : (err as { code?: string }).code === 'ENOTFOUND' ? new DomainError('IMPORT_FETCH_FAILED') : err));
  });
}
