import type { RealtimePort, RealtimeState } from '../../../machines/actors/ports';

type Listener = (name: string, data: unknown) => void;

/**
 * A realtime port whose client is created on the first subscription (so signed-out pages and
 * the main bundle never load it) and closed after the last one ends: the token is scoped to
 * one user's channels, so the next user needs a new client. A client that cannot be created
 * reports `failed`, and the generations tracker polls instead.
 */
export function createLazyRealtime(create: () => Promise<RealtimePort>): RealtimePort {
  const subscriptions = new Map<
    symbol,
    { channel: string; listener: Listener; stop?: () => void }
  >();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  let client: Promise<RealtimePort | null> | null = null;

  const report = (state: RealtimeState) => {
    for (const listener of [...stateListeners]) listener(state);
  };

  const open = () => {
    const opening: Promise<RealtimePort | null> = create().then(
      (port) => {
        if (client !== opening) {
          port.close();
          return null;
        }
        port.onStateChange(report);
        for (const entry of subscriptions.values()) {
          entry.stop = port.subscribe(entry.channel, entry.listener);
        }
        return port;
      },
      () => {
        if (client === opening) report('failed');
        return null;
      },
    );
    return opening;
  };

  const close = () => {
    const closing = client;
    client = null;
    void closing?.then((port) => port?.close());
  };

  return {
    subscribe(channel, listener) {
      const key = Symbol(channel);
      const entry: { channel: string; listener: Listener; stop?: () => void } = {
        channel,
        listener,
      };
      subscriptions.set(key, entry);
      if (!client) client = open();
      else {
        void client.then((port) => {
          if (port && subscriptions.has(key)) entry.stop = port.subscribe(channel, listener);
        });
      }
      return () => {
        entry.stop?.();
        subscriptions.delete(key);
        if (subscriptions.size === 0) close();
      };
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close,
  };
}
