import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createServerApp, type ServerApp, type ServerAppOptions } from './app';
import type { ServerConfig } from './config';

export interface RunningServer extends ServerApp {
  /** The port actually bound (useful with `port: 0`). */
  port: number;
  /** Stops accepting connections, waits for open ones, then closes the database. */
  stop: () => Promise<void>;
}

/** Creates the application and listens on `config.port` (0 picks a free port). */
export async function startServer(
  config: ServerConfig,
  options: ServerAppOptions = {},
): Promise<RunningServer> {
  const serverApp = await createServerApp(config, options);
  const { server, port } = await listen(serverApp, config.port).catch(async (error: unknown) => {
    await serverApp.close();
    throw error;
  });
  serverApp.realtime.attach(server);
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= serverApp.realtime
      .close()
      .then(() => closeServer(server))
      .finally(() => serverApp.close()));
  return { ...serverApp, port, stop };
}

function listen(serverApp: ServerApp, port: number) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch: serverApp.fetch, port }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
