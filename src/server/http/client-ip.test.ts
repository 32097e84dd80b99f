import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIpResolver, parseTrustedProxies, rateLimitKey } from './client-ip';

/** Asks a resolver who sent a request from `peer` with the given X-Forwarded-For. */
async function resolve(trusted: string[], peer: string | undefined, forwardedFor?: string) {
  const app = new Hono();
  const clientIp = clientIpResolver(trusted);
  app.get('/', (c) => c.text(clientIp(c)));
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  // @hono/node-server hands each request its socket as env.incoming.
  const env = peer === undefined ? {} : { incoming: { socket: { remoteAddress: peer } } };
  return (await app.fetch(new Request('http://app/', { headers }), env)).text();
}

describe('client address', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await resolve([], '::ffff:192.0.2.10', '203.0.113.7')).toBe('192.0.2.10');
    expect(await resolve([], '2001:db8::5', '203.0.113.7')).toBe('2001:db8::5');
  });

  it('is the rightmost forwarded address that is not a trusted proxy', async () => {
    const trusted = ['127.0.0.1', '10.0.0.0/8'];
    expect(await resolve(trusted, '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await resolve(trusted, '127.0.0.1', '198.51.100.1, 203.0.113.7, 10.1.2.3')).toBe(
      '203.0.113.7',
    );
    // A trusted peer that forwards nothing, or garbage, is the client itself.
    expect(await resolve(trusted, '127.0.0.1')).toBe('127.0.0.1');
    expect(await resolve(trusted, '127.0.0.1', 'not an address')).toBe('127.0.0.1');
    // Only proxies all the way: the leftmost address they name.
    expect(await resolve(trusted, '127.0.0.1', '10.0.0.9, 10.0.0.8')).toBe('10.0.0.9');
  });

  it('trusts IPv6 ranges', async () => {
    expect(await resolve(['fd00::/8'], 'fd12::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(await resolve(['fd00::/8'], 'fe80::1', '2001:db8::7')).toBe('fe80::1');
  });

  it('is "unknown" without a socket (the app called in-process)', async () => {
    expect(await resolve(['127.0.0.1'], undefined, '203.0.113.7')).toBe('unknown');
  });

  it('is limited per IPv4 address and per IPv6 /64', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads TRUSTED_PROXIES, and refuses what is not an address or a range', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '1.2.3']) {
      expect(() => parseTrustedProxies(bad)).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
