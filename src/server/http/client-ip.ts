import { BlockList, isIP, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Logger } from '../logger';

/** What a request without a socket (called in-process) counts as. */
const NO_PEER = 'unknown';

/**
 * Reads `TRUSTED_PROXIES`: a comma-separated list of addresses and CIDR ranges
 * (`127.0.0.1, 10.0.0.0/8, fd00::/8`). Throws on an entry that is neither, so a typo fails at
 * start instead of silently trusting nothing (or too much).
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
  }
  return entries;
}

/**
 * The client's address for a request: the socket's peer, unless that peer is a configured
 * proxy, in which case the rightmost `X-Forwarded-For` entry that is not itself a trusted
 * proxy (entries further left were written by the client and prove nothing).
 */
export function clientIpResolver(
  trustedProxies: readonly string[],
  logger?: Logger,
): (c: Context) => string {
  const trusted = toBlockList(trustedProxies);
  const isTrusted = (ip: string) => trusted.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
  let warned = false;
  return (c) => {
    const peer = peerAddress(c);
    const forwarded = c.req.header('x-forwarded-for');
    if (peer === undefined) return NO_PEER;
    if (!isTrusted(peer)) {
      if (forwarded !== undefined && !warned && logger) {
        warned = true;
        logger.warn(
          { peer },
          'X-Forwarded-For ignored: the peer is not in TRUSTED_PROXIES (set it when a reverse proxy sits in front)',
        );
      }
      return peer;
    }
    let client = peer;
    const hops = (forwarded ?? '').split(',').map((hop) => normalizeIp(hop.trim()));
    for (const hop of hops.reverse()) {
      if (isIP(hop) === 0) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}

/**
 * The key a client address is limited under: IPv4 as is, IPv6 by its /64, the block one
 * subscriber usually holds whole (counting single IPv6 addresses would let one machine rotate
 * through billions of them).
 */
export function rateLimitKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalizeIp(address) : undefined;
  } catch {
    // No Node socket: the app was called in-process (tests, tools).
    return undefined;
  }
}

/** `::ffff:1.2.3.4` (an IPv4 client of a dual-stack socket) is the IPv4 client 1.2.3.4. */
function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip.toLowerCase();
}

function toBlockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** The eight hextets of an IPv6 address (`2001:db8::1` → 2001, db8, 0, 0, 0, 0, 0, 1). */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const part = (text: string) => (text ? text.split(':').flatMap(ipv4AsHextets) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((hextet) => hextet.replace(/^0+(?=.)/, ''));
}

/** An embedded IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) as its two hextets. */
function ipv4AsHextets(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
