import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../logger';
import { RealtimeConnection, tokenError, type ConnectionContext } from './connection';
import { ChannelHub } from './hub';
import { Action, Errors, type ProtocolMessage, type WireError } from './protocol';
import { verifyToken } from './token';

/** An HTTP server whose WebSocket upgrades the endpoint can take. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: UpgradeListener): unknown;
  off(event: 'upgrade', listener: UpgradeListener): unknown;
  listenerCount(event: 'upgrade'): number;
}

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface LocalEndpointOptions {
  authSecret: string;
  logger: Logger;
  now: () => number;
  /** Ably's default: the client gives up on a silent connection after this plus 10 s. */
  maxIdleIntervalMs?: number;
  /** How long a dropped connection can be resumed, and how long messages are kept for it. */
  connectionStateTtlMs?: number;
}

interface Resumable {
  connectionId: string;
  clientId: string;
  live?: RealtimeConnection;
  /** Epoch ms after which a dropped connection cannot be resumed. */
  until: number;
}

/**
 * The local realtime endpoint: takes WebSocket upgrades on `/` (the only path the `ably` client
 * uses: `ws://host:port/?access_token=…&format=json&heartbeats=…&v=6[&resume=<key>]`), checks
 * the token, then speaks the protocol per connection. Delivery is to this process only.
 */
export class LocalEndpoint {
  readonly hub: ChannelHub;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #resumable = new Map<string, Resumable>();
  readonly #listeners = new Map<UpgradeSource, UpgradeListener>();
  readonly #context: ConnectionContext;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #logger: Logger;
  readonly #now: () => number;

  constructor(options: LocalEndpointOptions) {
    const maxIdleInterval = options.maxIdleIntervalMs ?? 15_000;
    const connectionStateTtl = options.connectionStateTtlMs ?? 120_000;
    this.#logger = options.logger;
    this.#now = options.now;
    this.hub = new ChannelHub({
      historyTtlMs: connectionStateTtl,
      historyLimit: 100,
      now: options.now,
    });
    this.#context = {
      hub: this.hub,
      secret: options.authSecret,
      now: options.now,
      logger: options.logger,
      maxIdleInterval,
      connectionStateTtl,
      serverId: `local-${this.hub.epoch}`,
      onClosed: (connection, explicitClose) => this.#onClosed(connection, explicitClose),
    };
    this.#heartbeat = setInterval(() => this.#beat(), maxIdleInterval / 3);
    this.#heartbeat.unref();
  }

  /** Listens for upgrade requests on `server`; other paths are left to other listeners. */
  attach(server: UpgradeSource): void {
    if (this.#listeners.has(server)) return;
    const listener: UpgradeListener = (request, socket, head) =>
      this.#onUpgrade(server, request, socket, head);
    this.#listeners.set(server, listener);
    server.on('upgrade', listener);
  }

  /** Tells every client to reconnect later (DISCONNECTED), closes sockets, stops listening. */
  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    for (const [source, listener] of this.#listeners) source.off('upgrade', listener);
    this.#listeners.clear();
    for (const entry of this.#resumable.values()) entry.live?.disconnect(Errors.serverShutdown);
    this.#resumable.clear();
    // wss.close() waits for every closing handshake; a dead peer would hold it for 30 s.
    const cutOff = setTimeout(() => {
      for (const ws of this.#wss.clients) ws.terminate();
    }, 1000);
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    clearTimeout(cutOff);
  }

  #onUpgrade(server: UpgradeSource, request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/' || request.headers.upgrade?.toLowerCase() !== 'websocket') {
      // Another listener may want it (a dev tool's socket); with none, the client would hang.
      if (server.listenerCount('upgrade') === 1) reject(socket, 404);
      return;
    }
    // Only JSON is spoken; Node clients default to msgpack unless `useBinaryProtocol: false`.
    if ((url.searchParams.get('format') ?? 'json') !== 'json') {
      this.#logger.warn('realtime: refused a msgpack client (set useBinaryProtocol: false)');
      return reject(socket, 400);
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#open(ws, url.searchParams));
  }

  #open(ws: WebSocket, params: URLSearchParams): void {
    const token = params.get('access_token');
    if (!token) return refuse(ws, Errors.noCredentials);
    const check = verifyToken(this.#context.secret, token, this.#now());
    if (!check.ok) return refuse(ws, tokenError(check));

    const { clientId } = check.claims;
    const resumeKey = params.get('resume');
    const previous = resumeKey ? this.#resumable.get(resumeKey) : undefined;
    const resumed = previous && previous.clientId === clientId && previous.until > this.#now();
    if (resumed) previous.live?.socket.terminate();
    const connectionId = resumed ? previous.connectionId : randomBytes(8).toString('base64url');
    const connectionKey = `${connectionId}!${randomBytes(16).toString('base64url')}`;
    if (resumed && resumeKey) this.#resumable.delete(resumeKey);

    const connection = new RealtimeConnection(
      ws,
      connectionId,
      connectionKey,
      check.claims,
      this.#context,
    );
    this.#resumable.set(connectionKey, {
      connectionId,
      clientId,
      live: connection,
      until: Infinity,
    });
    // Channels are reattached by the client either way; the error only says the id changed.
    connection.start(resumeKey && !resumed ? Errors.connectionNotResumed : undefined);
  }

  #onClosed(connection: RealtimeConnection, explicitClose: boolean): void {
    const entry = this.#resumable.get(connection.connectionKey);
    if (!entry || entry.live !== connection) return;
    if (explicitClose) this.#resumable.delete(connection.connectionKey);
    else
      Object.assign(entry, {
        live: undefined,
        until: this.#now() + this.#context.connectionStateTtl,
      });
  }

  /** Keeps clients' idle timers fed, and drops sockets that stopped answering pings. */
  #beat(): void {
    const frame = JSON.stringify({ action: Action.HEARTBEAT } satisfies ProtocolMessage);
    const now = this.#now();
    for (const [key, entry] of this.#resumable) {
      const { live } = entry;
      if (!live) {
        if (entry.until <= now) this.#resumable.delete(key);
        continue;
      }
      if (!live.alive) {
        live.socket.terminate();
        continue;
      }
      live.alive = false;
      live.socket.ping();
      live.send(frame);
    }
    this.hub.pruneAll();
  }
}

function refuse(ws: WebSocket, error: WireError): void {
  // A connection-level ERROR: token errors make the client fetch a new token and retry.
  ws.send(JSON.stringify({ action: Action.ERROR, error } satisfies ProtocolMessage));
  ws.close(1000);
}

function reject(socket: Duplex, status: 400 | 404): void {
  const reason = status === 400 ? 'Bad Request' : 'Not Found';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
