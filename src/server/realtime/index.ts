import * as Ably from 'ably';
import type { Hono } from 'hono';
import type { Logger } from '../logger';
import { LocalEndpoint, type UpgradeSource } from './endpoint';
import { ablyPublisher, localPublisher, type RealtimePublisher } from './publisher';
import {
  ablyIssuer,
  localIssuer,
  realtimeRoutes,
  type GetChannels,
  type GetUserId,
  type RealtimeClientConfig,
} from './routes';

export type { RealtimePublisher } from './publisher';
export type { GetChannels, GetUserId, RealtimeClientConfig } from './routes';
export type { UpgradeSource } from './endpoint';
export { readRealtimeEnv } from './config';

export interface RealtimeOptions {
  /** Signs local tokens (`config.authSecret`). */
  authSecret: string;
  /** With a key, Ably carries the messages and the local endpoint is not used. */
  ablyApiKey?: string;
  logger: Logger;
  getUserId: GetUserId;
  /** Channels a user's token opens beside their own (their shared workspaces'). */
  getChannels?: GetChannels;
  /** Token lifetime; the client renews through `authUrl` before or at expiry. Default 1 h. */
  tokenTtlMs?: number;
  /** Clock for token issue and checks (tests). */
  now?: () => number;
}

/** The realtime port: token route, local endpoint (or Ably), and the server's publisher. */
export interface Realtime {
  /** Mount at `/api/realtime`: `GET /token`, `GET /config`. */
  routes: Hono;
  /** Takes WebSocket upgrades on `/` of this HTTP server (local mode; no-op with Ably). */
  attach(server: UpgradeSource): void;
  publisher: RealtimePublisher;
  clientConfig: RealtimeClientConfig;
  /** Disconnects local clients; call before closing the HTTP server, which waits for them. */
  close(): Promise<void>;
}

export const REALTIME_AUTH_URL = '/api/realtime/token';
const DEFAULT_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Builds the realtime port: Ably when `ablyApiKey` is set, else the local endpoint. */
export function createRealtime(options: RealtimeOptions): Realtime {
  const ttlMs = options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
  const now = options.now ?? Date.now;
  if (options.ablyApiKey) {
    const rest = new Ably.Rest({ key: options.ablyApiKey });
    const clientConfig: RealtimeClientConfig = { mode: 'ably', authUrl: REALTIME_AUTH_URL };
    return {
      routes: realtimeRoutes(
        options.getUserId,
        ablyIssuer(rest, ttlMs, options.getChannels),
        clientConfig,
      ),
      attach: () => {},
      publisher: ablyPublisher(rest),
      clientConfig,
      close: async () => {},
    };
  }
  const endpoint = new LocalEndpoint({
    authSecret: options.authSecret,
    logger: options.logger,
    now,
  });
  const clientConfig: RealtimeClientConfig = { mode: 'local', authUrl: REALTIME_AUTH_URL };
  return {
    routes: realtimeRoutes(
      options.getUserId,
      localIssuer(options.authSecret, ttlMs, now, options.getChannels),
      clientConfig,
    ),
    attach: (server) => endpoint.attach(server),
    publisher: localPublisher(endpoint.hub),
    clientConfig,
    close: () => endpoint.close(),
  };
}
