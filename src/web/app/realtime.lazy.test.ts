import { describe, expect, it, vi } from 'vitest';
import type { RealtimePort, RealtimeState } from '../../../machines/actors/ports';
import { createLazyRealtime } from './realtime.lazy';

function fakeClient() {
  const stateListeners = new Set<(state: RealtimeState) => void>();
  const channels = new Map<string, (name: string, data: unknown) => void>();
  const client: RealtimePort = {
    subscribe: vi.fn((channel, listener) => {
      channels.set(channel, listener);
      return () => channels.delete(channel);
    }),
    onStateChange: (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close: vi.fn(),
  };
  return { client, channels, setState: (s: RealtimeState) => stateListeners.forEach((l) => l(s)) };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createLazyRealtime', () => {
  it('creates the client on the first subscription and forwards messages and states', async () => {
    const fake = fakeClient();
    const create = vi.fn(async () => fake.client);
    const port = createLazyRealtime(create);
    const states: RealtimeState[] = [];
    port.onStateChange((state) => states.push(state));
    expect(create).not.toHaveBeenCalled();

    const messages: unknown[] = [];
    port.subscribe('user:u:generate_songs', (_name, data) => messages.push(data));
    await settle();
    fake.setState('connected');
    fake.channels.get('user:u:generate_songs')?.('clip', { id: 'a' });
    expect(states).toEqual(['connected']);
    expect(messages).toEqual([{ id: 'a' }]);
  });

  it('closes the client after the last subscription, and makes a new one for the next', async () => {
    const clients = [fakeClient(), fakeClient()];
    const create = vi.fn(async () => clients[create.mock.calls.length - 1]!.client);
    const port = createLazyRealtime(create);
    const stop = port.subscribe('user:a:generate_songs', () => {});
    await settle();
    stop();
    await settle();
    expect(clients[0]!.client.close).toHaveBeenCalledOnce();
    port.subscribe('user:b:generate_songs', () => {});
    await settle();
    expect(create).toHaveBeenCalledTimes(2);
    expect(clients[1]!.channels.has('user:b:generate_songs')).toBe(true);
  });

  it('reports failed when the client cannot be created', async () => {
    const port = createLazyRealtime(() => Promise.reject(new Error('no config')));
    const states: RealtimeState[] = [];
    port.onStateChange((state) => states.push(state));
    port.subscribe('c', () => {});
    await settle();
    expect(states).toEqual(['failed']);
  });
});
