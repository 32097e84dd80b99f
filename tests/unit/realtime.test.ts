import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { createRealtime, readRealtimeEnv } from '../../src/server/realtime';
import { ChannelHub } from '../../src/server/realtime/hub';
import {
  allowedOperations,
  issueToken,
  signToken,
  userChannelPattern,
  verifyToken,
} from '../../src/server/realtime/token';
import { ablyClientOptions, toConnectionState } from '../../src/web/adapters/realtime.ably';

const SECRET = 'unit-secret';
const HOUR = 60 * 60 * 1000;

describe('realtime tokens', () => {
  it('round-trips the claims of an issued token until it expires', () => {
    const details = issueToken(SECRET, 'u1', 1_000, HOUR);
    expect(details).toMatchObject({ clientId: 'u1', issued: 1_000, expires: 1_000 + HOUR });
    const check = verifyToken(SECRET, details.token, 2_000);
    expect(check).toMatchObject({ ok: true, claims: { clientId: 'u1' } });
    expect(verifyToken(SECRET, details.token, 1_000 + HOUR)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('rejects tokens signed with another secret, tampered with or malformed', () => {
    const { token } = issueToken(SECRET, 'u1', 0, HOUR);
    expect(verifyToken('other', token, 1)).toEqual({ ok: false, reason: 'invalid' });
    const [, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ clientId: 'u2', expires: 9e15 })).toString(
      'base64url',
    );
    expect(verifyToken(SECRET, `${forgedBody}.${signature}`, 1)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    for (const bad of ['', 'abc', 'a.b.c', `${token}x`]) {
      expect(verifyToken(SECRET, bad, 1)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('signs a structurally bad payload as invalid, never as a valid token', () => {
    const token = signToken(SECRET, { clientId: 'u1' } as never);
    expect(verifyToken(SECRET, token, 1)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('scopes a user to user:{id}:* and refuses ids that would widen the pattern', () => {
    const capability = { [userChannelPattern('u1')]: ['subscribe' as const] };
    expect(allowedOperations(capability, 'user:u1:generate_songs')).toEqual(['subscribe']);
    expect(allowedOperations(capability, 'user:u12:generate_songs')).toEqual([]);
    expect(allowedOperations(capability, 'user:u1')).toEqual([]);
    expect(allowedOperations({ '*': ['publish'] }, 'anything')).toEqual(['publish']);
    expect(() => userChannelPattern('a:b')).toThrow();
    expect(() => userChannelPattern('*')).toThrow();
  });
});

describe('channel hub', () => {
  const subscriber = () => {
    const frames: string[] = [];
    return { frames, send: (frame: string) => frames.push(frame) };
  };

  it('delivers only to subscribers of the channel', () => {
    const hub = new ChannelHub({ historyTtlMs: 1000, historyLimit: 10, now: () => 0 });
    const a = subscriber();
    const b = subscriber();
    hub.attach('user:a:x', a);
    hub.attach('user:b:x', b);
    expect(hub.publish('user:a:x', 'clip', { n: 1 })).toBe(1);
    expect(a.frames).toHaveLength(1);
    expect(b.frames).toHaveLength(0);
    expect(JSON.parse(a.frames[0]!)).toMatchObject({
      action: 15,
      channel: 'user:a:x',
      messages: [{ name: 'clip', data: '{"n":1}', encoding: 'json' }],
    });
    hub.detach('user:a:x', a);
    expect(hub.publish('user:a:x', 'clip', 2)).toBe(0);
  });

  it('replays after a serial, and says continuity is lost once history was pruned', () => {
    let now = 0;
    const hub = new ChannelHub({ historyTtlMs: 1000, historyLimit: 2, now: () => now });
    const first = hub.attach('c', subscriber());
    hub.publish('c', 'm', 1);
    hub.publish('c', 'm', 2);
    const again = hub.attach('c', subscriber(), first.channelSerial);
    expect(again).toMatchObject({
      resumed: true,
      replay: [expect.any(String), expect.any(String)],
    });

    hub.publish('c', 'm', 3);
    expect(hub.attach('c', subscriber(), first.channelSerial)).toMatchObject({ resumed: false });

    now = 5000;
    hub.pruneAll();
    const late = hub.attach('c', subscriber(), again.channelSerial);
    expect(late).toMatchObject({ resumed: false, replay: [] });
  });

  it('keeps pruned continuity after an idle channel is forgotten and comes back', () => {
    let now = 0;
    const hub = new ChannelHub({ historyTtlMs: 1000, historyLimit: 10, now: () => now });
    const watcher = subscriber();
    const { channelSerial } = hub.attach('c', watcher);
    hub.detach('c', watcher);
    hub.publish('c', 'm', 1);
    now = 5000;
    hub.pruneAll();
    expect(hub.attach('c', subscriber(), channelSerial)).toMatchObject({ resumed: false });
  });

  it('does not resume serials of another process', () => {
    const hub = new ChannelHub({ historyTtlMs: 1000, historyLimit: 10, now: () => 0 });
    expect(hub.attach('c', subscriber(), 'elsewhere:0')).toMatchObject({ resumed: false });
  });
});

describe('realtime configuration', () => {
  it('reads ABLY_API_KEY and refuses a malformed one', () => {
    expect(readRealtimeEnv({})).toEqual({});
    expect(readRealtimeEnv({ ABLY_API_KEY: 'app.key:secret' })).toEqual({
      ablyApiKey: 'app.key:secret',
    });
    expect(() => readRealtimeEnv({ ABLY_API_KEY: 'not-a-key' })).toThrow(/ABLY_API_KEY/);
  });

  it('answers an Ably TokenRequest for the user’s channels when a key is set', async () => {
    const realtime = createRealtime({
      authSecret: SECRET,
      ablyApiKey: 'appId.keyId:keySecret',
      logger: createLogger('silent'),
      getUserId: async (headers) => headers.get('x-user'),
    });
    expect(realtime.clientConfig).toEqual({ mode: 'ably', authUrl: '/api/realtime/token' });
    const response = await realtime.routes.request('/token', { headers: { 'x-user': 'u1' } });
    expect(response.status).toBe(200);
    const request = (await response.json()) as Record<string, unknown>;
    expect(request).toMatchObject({
      keyName: 'appId.keyId',
      clientId: 'u1',
      capability: JSON.stringify({ 'user:u1:*': ['subscribe'] }),
      mac: expect.any(String),
      nonce: expect.any(String),
    });
    expect(JSON.stringify(request)).not.toContain('keySecret');
    expect((await realtime.routes.request('/token')).status).toBe(401);
    await realtime.close();
  });
});

describe('browser adapter options', () => {
  const authUrl = '/api/realtime/token';

  it('points the client at this page’s host and port in local mode', () => {
    const http = ablyClientOptions({
      mode: 'local',
      authUrl,
      location: { hostname: 'localhost', port: '3000', protocol: 'http:' },
    });
    expect(http).toMatchObject({
      authUrl,
      endpoint: 'localhost',
      port: 3000,
      tls: false,
      autoConnect: false,
      disconnectedRetryTimeout: 1000,
      useBinaryProtocol: false,
      transports: ['web_socket'],
      disableConnectivityCheck: true,
      wsConnectivityCheckUrl: 'ws://localhost:3000/',
    });
    const https = ablyClientOptions({
      mode: 'local',
      authUrl,
      location: { hostname: 'music.example.org', port: '', protocol: 'https:' },
    });
    expect(https).toMatchObject({ endpoint: 'music.example.org', tlsPort: 443, tls: true });
    const lan = ablyClientOptions({
      mode: 'local',
      authUrl,
      location: { hostname: 'studio', port: '8080', protocol: 'http:' },
    });
    expect(lan.endpoint).toBe('studio.');
  });

  it('leaves host and transport to Ably in ably mode', () => {
    const options = ablyClientOptions({ mode: 'ably', authUrl });
    expect(options).toEqual({ authUrl, autoConnect: false, disconnectedRetryTimeout: 1000 });
  });

  it('folds Ably connection states into four', () => {
    expect(toConnectionState('initialized')).toBe('disconnected');
    expect(toConnectionState('suspended')).toBe('disconnected');
    expect(toConnectionState('closed')).toBe('disconnected');
    expect(toConnectionState('connecting')).toBe('connecting');
    expect(toConnectionState('connected')).toBe('connected');
    expect(toConnectionState('failed')).toBe('failed');
  });
});
