import { serve, type ServerType } from '@hono/node-server';
import * as Ably from 'ably';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createLogger } from '../../src/server/logger';
import { createRealtime, type Realtime, type RealtimeOptions } from '../../src/server/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Action, Flag } from '../../src/server/realtime/protocol';
import { signToken, userCapability } from '../../src/server/realtime/token';
import { createAblyRealtime } from '../../src/web/adapters/realtime.ably';

describe('realtime endpoint with the ably client', () => {
  let server: RealtimeServer;
  const clients: Ably.Realtime[] = [];
  const connect = (user: string | undefined, options?: Ably.ClientOptions) => {
    const client = ablyClient(server.port, user, options);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startRealtimeServer();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => server?.stop());

  it('answers TokenDetails for the signed-in user, scoped to their own channels', async () => {
    const response = await fetch(`http://localhost:${server.port}/api/realtime/token`, {
      headers: { [USER_HEADER]: 'alice' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = (await response.json()) as Ably.TokenDetails;
    expect(token).toMatchObject({ clientId: 'alice', token: expect.any(String) });
    expect(JSON.parse(token.capability)).toEqual({ 'user:alice:*': ['subscribe'] });
    expect(token.expires - token.issued).toBe(60 * 60 * 1000);
  });

  it('refuses a token to a signed-out visitor with 401 { detail, code }', async () => {
    const response = await fetch(`http://localhost:${server.port}/api/realtime/token`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: expect.any(String), code: 'unauthorized' });
  });

  it('answers the browser client config', async () => {
    const response = await fetch(`http://localhost:${server.port}/api/realtime/config`);
    expect(await response.json()).toEqual({ mode: 'local', authUrl: '/api/realtime/token' });
  });

  it('connects with a token from authUrl', async () => {
    const client = connect('alice');
    await client.connection.whenState('connected');
    expect(client.connection.id).toEqual(expect.any(String));
    expect(client.auth.clientId).toBe('alice');
  });

  it('delivers a published message (name and data) to a subscriber of its own channel', async () => {
    const channel = connect('alice').channels.get('user:alice:generate_songs');
    const received = nextMessage(channel);
    await channel.whenState('attached');
    expect(channel.modes).toContain('subscribe');
    await server.realtime.publisher.publish('user:alice:generate_songs', 'clip', {
      id: 'c1',
      status: 'streaming',
    });
    const message = await received;
    expect(message.name).toBe('clip');
    expect(message.data).toEqual({ id: 'c1', status: 'streaming' });
  });

  it('fails another user’s channel with 40160 while the connection stays connected', async () => {
    const client = connect('alice');
    const denied = client.channels.get('user:bob:generate_songs');
    await expect(denied.attach()).rejects.toMatchObject({ code: 40160, statusCode: 401 });
    expect(denied.state).toBe('failed');
    expect(client.connection.state).toBe('connected');

    const own = client.channels.get('user:alice:generate_songs');
    const received = nextMessage(own);
    await own.whenState('attached');
    await server.realtime.publisher.publish('user:alice:generate_songs', 'clip', 'still here');
    expect((await received).data).toBe('still here');
  });

  it('NACKs a client publish with 40160', async () => {
    const channel = connect('alice').channels.get('user:alice:generate_songs');
    await channel.attach();
    await expect(channel.publish('spoof', {})).rejects.toMatchObject({ code: 40160 });
  });

  it('detaches a channel on request', async () => {
    const channel = connect('alice').channels.get('user:alice:generate_songs');
    await channel.attach();
    await channel.detach();
    expect(channel.state).toBe('detached');
  });

  it('gets a new token and connects when the first one has expired', async () => {
    const expired = localToken('alice', Date.now() - 1000);
    let calls = 0;
    const client = connect(undefined, {
      authUrl: undefined,
      authCallback: (_params, callback) => {
        calls += 1;
        if (calls === 1) return callback(null, expired);
        fetch(`http://localhost:${server.port}/api/realtime/token`, {
          headers: { [USER_HEADER]: 'alice' },
        })
          .then(async (response) => callback(null, (await response.json()) as Ably.TokenDetails))
          .catch((error: Error) => callback(error.message, null));
      },
    });
    await client.connection.whenState('connected');
    expect(calls).toBe(2);
  });

  it('closes the connection on request', async () => {
    const client = connect('alice');
    await client.connection.whenState('connected');
    client.close();
    await client.connection.whenState('closed');
    expect(client.connection.state).toBe('closed');
  });
});

describe('realtime endpoint across restarts and token expiry', () => {
  it('reconnects to a restarted server on the same port and receives messages again', async () => {
    let server = await startRealtimeServer();
    const client = ablyClient(server.port, 'alice');
    try {
      const channel = client.channels.get('user:alice:generate_songs');
      const first = nextMessage(channel);
      await channel.whenState('attached');
      await server.realtime.publisher.publish('user:alice:generate_songs', 'clip', 1);
      expect((await first).data).toBe(1);
      const firstConnectionId = client.connection.id;

      await server.stop();
      await client.connection.whenState('disconnected');
      const reattached = channel.once('attached');
      server = await startRealtimeServer(server.port);
      await reattached;
      expect(client.connection.id).not.toBe(firstConnectionId);

      const again = nextMessage(channel);
      await server.realtime.publisher.publish('user:alice:generate_songs', 'clip', 2);
      expect((await again).data).toBe(2);
    } finally {
      client.close();
      await server.stop();
    }
  });

  it('disconnects at token expiry; the client renews through authUrl and resumes', async () => {
    const server = await startRealtimeServer(0, { tokenTtlMs: 1500 });
    const client = ablyClient(server.port, 'alice');
    try {
      await client.connection.whenState('connected');
      const connectionId = client.connection.id;
      const change = await client.connection.once('disconnected');
      expect(change.reason).toMatchObject({ code: 40142 });
      await client.connection.whenState('connected');
      expect(client.connection.id).toBe(connectionId);
      expect(server.tokenRequests()).toBeGreaterThanOrEqual(2);
    } finally {
      client.close();
      await server.stop();
    }
  });
});

describe('realtime endpoint protocol details', () => {
  let server: RealtimeServer;
  beforeAll(async () => {
    server = await startRealtimeServer();
  });
  afterAll(() => server?.stop());

  const open = (user = 'alice', query: Record<string, string> = {}) =>
    RawSocket.open(server.port, { access_token: localToken(user, Date.now() + 60_000), ...query });

  it('sends CONNECTED with the connection details the client needs', async () => {
    const socket = await open();
    const connected = await socket.next(Action.CONNECTED);
    expect(connected).toMatchObject({
      connectionId: expect.any(String),
      connectionDetails: {
        clientId: 'alice',
        connectionKey: expect.any(String),
        maxIdleInterval: expect.any(Number),
        connectionStateTtl: expect.any(Number),
        maxMessageSize: expect.any(Number),
        serverId: expect.any(String),
      },
    });
    socket.ws.close();
  });

  it('rejects an expired token with 40142 and an unrecognised one with 40143', async () => {
    const expired = await RawSocket.open(server.port, {
      access_token: localToken('alice', Date.now() - 1),
    });
    expect(await expired.next(Action.ERROR)).toMatchObject({
      error: { code: 40142, statusCode: 401 },
    });
    await expired.closed;

    const forged = await RawSocket.open(server.port, {
      access_token: signToken('another secret', claims('alice', Date.now() + 60_000)),
    });
    expect(await forged.next(Action.ERROR)).toMatchObject({
      error: { code: 40143, statusCode: 401 },
    });
    await forged.closed;
  });

  it('answers a HEARTBEAT with the same id', async () => {
    const socket = await open();
    await socket.next(Action.CONNECTED);
    socket.send({ action: Action.HEARTBEAT, id: 'ping-1' });
    for (;;) {
      const heartbeat = await socket.next(Action.HEARTBEAT);
      if (heartbeat.id === 'ping-1') break;
    }
    socket.ws.close();
  });

  it('resumes a dropped connection by key, and refuses an unknown key with 80008', async () => {
    const first = await open();
    const connected = await first.next(Action.CONNECTED);
    const key = (connected.connectionDetails as { connectionKey: string }).connectionKey;
    first.ws.close();
    await first.closed;

    const resumed = await open('alice', { resume: key });
    const again = await resumed.next(Action.CONNECTED);
    expect(again.connectionId).toBe(connected.connectionId);
    expect(again.error).toBeUndefined();
    resumed.ws.close();

    const unknown = await open('alice', { resume: 'nobody!nothing' });
    const fresh = await unknown.next(Action.CONNECTED);
    expect(fresh.connectionId).not.toBe(connected.connectionId);
    expect(fresh.error).toMatchObject({ code: 80008 });
    unknown.ws.close();
  });

  it('replays what a reattaching client missed, flagged RESUMED', async () => {
    const channel = 'user:alice:replay';
    const first = await open();
    await first.next(Action.CONNECTED);
    first.send({ action: Action.ATTACH, channel });
    const attached = await first.next(Action.ATTACHED);
    expect(attached.flags).toBe(Flag.SUBSCRIBE);
    first.ws.close();
    await first.closed;

    await server.realtime.publisher.publish(channel, 'clip', { missed: true });
    const second = await open();
    await second.next(Action.CONNECTED);
    second.send({ action: Action.ATTACH, channel, channelSerial: attached.channelSerial });
    const reattached = await second.next(Action.ATTACHED);
    expect(Number(reattached.flags) & Flag.RESUMED).toBe(Flag.RESUMED);
    const message = await second.next(Action.MESSAGE);
    expect(message.messages).toEqual([{ name: 'clip', data: '{"missed":true}', encoding: 'json' }]);
    second.ws.close();
  });

  it('answers CLOSE with CLOSED and closes the socket', async () => {
    const socket = await open();
    await socket.next(Action.CONNECTED);
    socket.send({ action: Action.CLOSE });
    await socket.next(Action.CLOSED);
    expect(await socket.closed).toBe(1000);
  });

  it('refuses msgpack clients with 400 and other paths with 404', async () => {
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(`ws://localhost:${server.port}${path}`);
        ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        ws.once('open', () => reject(new Error('upgrade accepted')));
      });
    expect(await status('/?format=msgpack&access_token=x')).toBe(400);
    expect(await status('/elsewhere')).toBe(404);
  });
});

describe('browser adapter against the local endpoint', () => {
  it('connects on the first subscription, delivers, reports its state and closes', async () => {
    const server = await startRealtimeServer();
    const realtime = createAblyRealtime({
      mode: 'local',
      authUrl: `http://localhost:${server.port}/api/realtime/token`,
      location: { hostname: 'localhost', port: String(server.port), protocol: 'http:' },
      clientOptions: { authHeaders: { [USER_HEADER]: 'alice' }, logLevel: 0 },
    });
    try {
      const states: string[] = [];
      realtime.onStateChange((state) => states.push(state));
      expect(realtime.connectionState).toBe('disconnected');
      expect(server.tokenRequests()).toBe(0);

      const channel = 'user:alice:generate_songs';
      const received: [string, unknown][] = [];
      const first = new Promise<void>((resolve) => {
        realtime.subscribe(channel, (name, data) => {
          received.push([name, data]);
          resolve();
        });
      });
      const stopSecond = realtime.subscribe(channel, () => {});
      // The adapter does not say when the attach completed, so publish until one arrives.
      await publishUntil(first, () =>
        server.realtime.publisher.publish(channel, 'clip', { status: 'complete' }),
      );
      expect(received[0]).toEqual(['clip', { status: 'complete' }]);
      expect(realtime.connectionState).toBe('connected');
      expect(states).toEqual(['connecting', 'connected']);
      stopSecond();

      const closed = new Promise<void>((resolve) =>
        realtime.onStateChange((state) => state === 'disconnected' && resolve()),
      );
      realtime.close();
      await closed;
    } finally {
      realtime.close();
      await server.stop();
    }
  });
});

async function publishUntil(received: Promise<void>, publish: () => Promise<void>): Promise<void> {
  let done = false;
  void received.then(() => (done = true));
  while (!done) {
    await publish();
    await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
}

function claims(user: string, expires: number) {
  return { clientId: user, capability: userCapability(user), issued: expires - 60_000, expires };
}

/** A local token as the token route would sign it, with a chosen expiry. */
function localToken(user: string, expires: number): string {
  return signToken(SECRET, claims(user, expires));
}

// Helpers

const SECRET = 'test-secret-for-realtime-tokens';
/** The stub session: the signed-in user's id, or none. */
const USER_HEADER = 'x-test-user';

interface RealtimeServer {
  realtime: Realtime;
  port: number;
  /** Requests to the token route so far. */
  tokenRequests: () => number;
  stop: () => Promise<void>;
}

/** A real HTTP server with the realtime routes mounted and its endpoint attached. */
async function startRealtimeServer(
  port = 0,
  options: Partial<RealtimeOptions> = {},
): Promise<RealtimeServer> {
  let tokenRequests = 0;
  const realtime = createRealtime({
    authSecret: SECRET,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    getUserId: async (headers) => {
      tokenRequests += 1;
      return headers.get(USER_HEADER);
    },
    ...options,
  });
  const app = new Hono();
  app.route('/api/realtime', realtime.routes);
  const { server, port: bound } = await listen(app, port);
  realtime.attach(server as Server);
  return {
    realtime,
    port: bound,
    tokenRequests: () => tokenRequests,
    stop: async () => {
      // Upgraded sockets keep server.close() waiting, so the endpoint closes them first.
      await realtime.close();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function listen(app: Hono, port: number) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
}

/** The `ably` client as the browser adapter configures it, in Node. */
function ablyClient(
  port: number,
  user: string | undefined,
  options: Ably.ClientOptions = {},
): Ably.Realtime {
  return new Ably.Realtime({
    authUrl: `http://localhost:${port}/api/realtime/token`,
    authHeaders: user ? { [USER_HEADER]: user } : {},
    endpoint: 'localhost',
    port,
    tls: false,
    // Node's client prefers msgpack; the local endpoint speaks JSON as browsers do.
    useBinaryProtocol: false,
    transports: ['web_socket'],
    disconnectedRetryTimeout: 1000,
    logLevel: 0,
    ...options,
  });
}

/** The next message on a channel (attaching it if needed). */
function nextMessage(channel: Ably.RealtimeChannel): Promise<Ably.Message> {
  return new Promise((resolve, reject) => {
    const listener = (message: Ably.Message) => {
      channel.unsubscribe(listener);
      resolve(message);
    };
    channel.subscribe(listener).catch(reject);
  });
}

/** A raw protocol client: frames as parsed JSON, in order. */
class RawSocket {
  readonly frames: Record<string, unknown>[] = [];
  readonly closed: Promise<number>;
  #waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  }

  static open(port: number, query: Record<string, string>): Promise<RawSocket> {
    const params = new URLSearchParams({ format: 'json', v: '6', heartbeats: 'true', ...query });
    const ws = new WebSocket(`ws://localhost:${port}/?${params}`);
    const socket = new RawSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(message: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The next frame (other than a HEARTBEAT) with the given action. */
  async next(action: number): Promise<Record<string, unknown>> {
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.action === action);
      if (index >= 0) return this.frames.splice(0, index + 1).at(-1)!;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }
}
