import type * as Ably from 'ably';
import type { ChannelHub } from './hub';

/**
 * Publishes server events to browsers, e.g. clip changes on `user:{userId}:generate_songs`.
 * `data` must be JSON-serialisable; subscribers receive it decoded.
 */
export interface RealtimePublisher {
  publish(channel: string, name: string, data: unknown): Promise<void>;
}

/**
 * Delivers to the subscribers connected to this process's local endpoint. Workers in other
 * processes cannot reach them: run several server or worker processes with `ABLY_API_KEY`.
 */
export function localPublisher(hub: ChannelHub): RealtimePublisher {
  return {
    publish: async (channel, name, data) => {
      hub.publish(channel, name, data);
    },
  };
}

/** Publishes through Ably's REST API; browsers receive it from Ably, from any process. */
export function ablyPublisher(rest: Ably.Rest): RealtimePublisher {
  return {
    publish: async (channel, name, data) => {
      await rest.channels.get(channel).publish(name, data);
    },
  };
}
