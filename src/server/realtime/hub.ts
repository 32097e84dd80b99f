import { randomBytes } from 'node:crypto';
import { Action, encodeMessage, type ProtocolMessage } from './protocol';

/** Something attached to channels: a connection of this process. */
export interface Subscriber {
  /** Sends one serialised MESSAGE frame. */
  send(frame: string): void;
}

/** What an attach answers: the ATTACHED serial, whether continuity held, frames to replay. */
export interface AttachResult {
  channelSerial: string;
  resumed: boolean;
  replay: string[];
}

export interface ChannelHubOptions {
  /** How long published messages stay available to reattaching clients. */
  historyTtlMs: number;
  /** Most messages kept per channel. */
  historyLimit: number;
  now: () => number;
}

interface Published {
  seq: number;
  at: number;
  frame: string;
}

interface ChannelState {
  subscribers: Set<Subscriber>;
  history: Published[];
  /** Highest sequence number no longer in `history`: a client behind it lost continuity. */
  prunedUpTo: number;
}

/**
 * Channels of this process: who is attached, and a short history so that a client which
 * reconnects (after a network blip, or a token renewal) gets what it missed. Channel serials
 * are `<epoch>:<seq>` with one sequence for the whole process; a serial from another epoch
 * (a restarted server) cannot be resumed.
 */
export class ChannelHub {
  readonly epoch = randomBytes(6).toString('base64url');
  readonly #channels = new Map<string, ChannelState>();
  readonly #options: ChannelHubOptions;
  #seq = 0;
  // Channels are forgotten when idle; what they had pruned must still count when they return.
  #forgottenUpTo = 0;

  constructor(options: ChannelHubOptions) {
    this.#options = options;
  }

  /** Subscribes and says what to replay after `channelSerial` (the client's last seen). */
  attach(channel: string, subscriber: Subscriber, channelSerial?: string | null): AttachResult {
    const state = this.#state(channel);
    state.subscribers.add(subscriber);
    const after = this.#parseSerial(channelSerial);
    if (after === undefined) {
      return { channelSerial: this.#serial(this.#seq), resumed: false, replay: [] };
    }
    return {
      channelSerial: this.#serial(after),
      resumed: after >= state.prunedUpTo,
      replay: state.history.filter((entry) => entry.seq > after).map((entry) => entry.frame),
    };
  }

  detach(channel: string, subscriber: Subscriber): void {
    const state = this.#channels.get(channel);
    if (!state) return;
    state.subscribers.delete(subscriber);
    this.#forgetIfIdle(channel, state);
  }

  /** Delivers to every subscriber of this process; answers how many got it. */
  publish(channel: string, name: string, data: unknown): number {
    const seq = ++this.#seq;
    const at = this.#options.now();
    const serial = this.#serial(seq);
    const message: ProtocolMessage = {
      action: Action.MESSAGE,
      channel,
      id: serial,
      channelSerial: serial,
      timestamp: at,
      messages: [encodeMessage(name, data)],
    };
    const frame = JSON.stringify(message);
    const state = this.#state(channel);
    state.history.push({ seq, at, frame });
    this.#prune(channel, state);
    for (const subscriber of state.subscribers) subscriber.send(frame);
    return state.subscribers.size;
  }

  /** Drops history older than the TTL; called periodically. */
  pruneAll(): void {
    for (const [channel, state] of this.#channels) this.#prune(channel, state);
  }

  subscriberCount(channel: string): number {
    return this.#channels.get(channel)?.subscribers.size ?? 0;
  }

  #state(channel: string): ChannelState {
    let state = this.#channels.get(channel);
    if (!state) {
      state = { subscribers: new Set(), history: [], prunedUpTo: this.#forgottenUpTo };
      this.#channels.set(channel, state);
    }
    return state;
  }

  #prune(channel: string, state: ChannelState): void {
    const oldest = this.#options.now() - this.#options.historyTtlMs;
    const { history } = state;
    let drop = 0;
    while (
      drop < history.length &&
      (history.length - drop > this.#options.historyLimit || history[drop]!.at < oldest)
    ) {
      drop += 1;
    }
    if (drop > 0) {
      state.prunedUpTo = history[drop - 1]!.seq;
      history.splice(0, drop);
    }
    this.#forgetIfIdle(channel, state);
  }

  #forgetIfIdle(channel: string, state: ChannelState): void {
    if (state.subscribers.size > 0 || state.history.length > 0) return;
    this.#forgottenUpTo = Math.max(this.#forgottenUpTo, state.prunedUpTo);
    this.#channels.delete(channel);
  }

  #serial(seq: number): string {
    return `${this.epoch}:${seq}`;
  }

  #parseSerial(serial: string | null | undefined): number | undefined {
    if (!serial) return undefined;
    const separator = serial.lastIndexOf(':');
    if (serial.slice(0, separator) !== this.epoch) return undefined;
    const seq = Number(serial.slice(separator + 1));
    return Number.isSafeInteger(seq) && seq >= 0 && seq <= this.#seq ? seq : undefined;
  }
}
