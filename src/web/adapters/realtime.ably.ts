import * as Ably from 'ably';

/** The connection as the app shows it; Ably's finer states fold into these four. */
export type RealtimeConnectionState = 'connected' | 'connecting' | 'disconnected' | 'failed';

/** Receives each message of a channel: its name and its decoded data. */
export type RealtimeListener = (name: string, data: unknown) => void;

/** One realtime connection for the whole page, shared by every subscriber. */
export interface RealtimeClient {
  /** Listens on a channel (attaching it); the returned function stops, detaching after the last. */
  subscribe(channel: string, listener: RealtimeListener): () => void;
  readonly connectionState: RealtimeConnectionState;
  /** Calls `listener` on each change of `connectionState`; returns the unsubscribe. */
  onStateChange(listener: (state: RealtimeConnectionState) => void): () => void;
  /** Closes the connection (sign-out: the next user needs a new client and token). */
  close(): void;
}

/** What the server's `GET /api/realtime/config` answers. */
export interface RealtimeClientConfig {
  mode: 'local' | 'ably';
  authUrl: string;
}

export interface AblyRealtimeOptions extends RealtimeClientConfig {
  /** The page's location; the local endpoint lives on the same host. */
  location?: Pick<Location, 'hostname' | 'port' | 'protocol'>;
  /** The local endpoint's port when it is not the page's (e.g. behind Vite's dev server). */
  port?: number;
  /** Extra `ably` options (tests: auth headers, logging). */
  clientOptions?: Ably.ClientOptions;
}

/** The `ably` client options for a mode: Ably itself, or this site's local endpoint. */
export function ablyClientOptions(options: AblyRealtimeOptions): Ably.ClientOptions {
  const base: Ably.ClientOptions = {
    authUrl: options.authUrl,
    autoConnect: false,
    // Ably's default waits ~15 s before retrying; a restarted local server should be found at once.
    disconnectedRetryTimeout: 1000,
  };
  if (options.mode === 'ably') return { ...base, ...options.clientOptions };
  const location = options.location ?? globalThis.location;
  const tls = location.protocol === 'https:';
  const port = options.port ?? (Number(location.port) || (tls ? 443 : 80));
  const endpoint = localEndpointHost(location.hostname);
  return {
    ...base,
    endpoint,
    // ably-js reads `tlsPort` when tls is on and `port` otherwise.
    ...(tls ? { tlsPort: port } : { port }),
    tls,
    useBinaryProtocol: false,
    // The local endpoint speaks WebSocket only; an HTTP fallback would hit the web app.
    transports: ['web_socket'],
    // A slow connect makes ably-js probe Ably's own hosts; a self-hosted site probes itself.
    disableConnectivityCheck: true,
    wsConnectivityCheckUrl: `${tls ? 'wss' : 'ws'}://${location.hostname}:${port}/`,
    ...options.clientOptions,
  };
}

/**
 * ably-js reads a dotless `endpoint` as an Ably routing policy (`<name>.realtime.ably.net`);
 * a trailing dot keeps a single-label host such as `studio` a plain hostname.
 */
function localEndpointHost(hostname: string): string {
  const isHost = hostname.includes('.') || hostname.includes(':') || hostname === 'localhost';
  return isHost ? hostname : `${hostname}.`;
}

interface ChannelEntry {
  listeners: Set<RealtimeListener>;
  /** The one Ably listener per channel, fanning out to `listeners`. */
  handler: Ably.messageCallback<Ably.Message>;
}

/** Folds Ably's connection states into the app's four. */
export function toConnectionState(state: Ably.ConnectionState): RealtimeConnectionState {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'connecting':
      return 'connecting';
    case 'failed':
      return 'failed';
    default:
      return 'disconnected';
  }
}

/**
 * Creates the page's single `ably` Realtime client; it connects on the first subscription.
 * Channel attach failures (another user's channel: 40160) fail that channel only.
 */
export function createAblyRealtime(options: AblyRealtimeOptions): RealtimeClient {
  const client = new Ably.Realtime(ablyClientOptions(options));
  const channels = new Map<string, ChannelEntry>();
  const stateListeners = new Set<(state: RealtimeConnectionState) => void>();
  let state = toConnectionState(client.connection.state);
  let closed = false;

  client.connection.on((change) => {
    const next = toConnectionState(change.current);
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  });

  const release = (name: string, listener: RealtimeListener) => {
    const entry = channels.get(name);
    if (!entry?.listeners.delete(listener) || entry.listeners.size > 0) return;
    channels.delete(name);
    const channel = client.channels.get(name);
    channel.unsubscribe(entry.handler);
    if (!closed) channel.detach().catch(() => {});
  };

  return {
    subscribe(name, listener) {
      if (closed) return () => {};
      let entry = channels.get(name);
      if (!entry) {
        const listeners = new Set<RealtimeListener>();
        const handler = (message: Ably.Message) => deliver(listeners, message);
        entry = { listeners, handler };
        channels.set(name, entry);
        // subscribe() attaches; a refused channel rejects here. A channel opened to the user
        // since their token was issued (a workspace just shared: issue 19) is tried once more
        // with a new token; refused again, it stays failed.
        const current = entry;
        const channel = client.channels.get(name);
        channel.subscribe(handler).catch(async (error: unknown) => {
          if ((error as { code?: number } | null)?.code !== 40160) return;
          await client.auth.authorize().catch(() => {});
          if (!closed && channels.get(name) === current) await channel.attach().catch(() => {});
        });
      }
      entry.listeners.add(listener);
      if (client.connection.state === 'initialized') client.connect();
      return () => release(name, listener);
    },
    get connectionState() {
      return state;
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close() {
      if (closed) return;
      closed = true;
      channels.clear();
      client.close();
    },
  };
}

function deliver(listeners: Set<RealtimeListener>, message: Ably.Message): void {
  for (const listener of [...listeners]) {
    try {
      listener(message.name ?? '', message.data);
    } catch (error) {
      // One failing listener must not starve the others; surface it without breaking the loop.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}
