import type { WebSocket } from 'ws';
import type { Logger } from '../logger';
import type { ChannelHub } from './hub';
import {
  Action,
  Errors,
  Flag,
  parseProtocolMessage,
  type ConnectionDetails,
  type ProtocolMessage,
  type WireError,
} from './protocol';
import { allowedOperations, verifyToken, type TokenCheck, type TokenClaims } from './token';

/** What every connection of one endpoint shares. */
export interface ConnectionContext {
  hub: ChannelHub;
  secret: string;
  now: () => number;
  logger: Logger;
  /** Advertised to the client, which drops a connection silent for longer (plus 10 s). */
  maxIdleInterval: number;
  connectionStateTtl: number;
  serverId: string;
  /** Called once when the socket has closed, for whatever reason. */
  onClosed: (connection: RealtimeConnection, explicitClose: boolean) => void;
}

// setTimeout fires at once for delays beyond a signed 32-bit int.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The connection-level error a failed token check answers with. */
export function tokenError(check: Exclude<TokenCheck, { ok: true }>): WireError {
  return check.reason === 'expired' ? Errors.tokenExpired : Errors.tokenUnrecognised;
}

/**
 * One client's WebSocket after its token was accepted: channels it attached, its token's expiry,
 * and the protocol messages it sends. Clients may only subscribe; publishes are NACKed.
 */
export class RealtimeConnection {
  readonly channels = new Set<string>();
  /** Cleared by each heartbeat round; any frame or pong from the client sets it. */
  alive = true;
  #claims: TokenClaims;
  #expiryTimer: NodeJS.Timeout | undefined;
  #explicitClose = false;

  constructor(
    readonly socket: WebSocket,
    readonly connectionId: string,
    readonly connectionKey: string,
    claims: TokenClaims,
    private readonly context: ConnectionContext,
  ) {
    this.#claims = claims;
    socket.on('message', (data, isBinary) => this.#onFrame(data.toString(), isBinary));
    socket.on('pong', () => (this.alive = true));
    socket.on('error', (error) => context.logger.debug({ err: error }, 'realtime: socket error'));
    socket.once('close', () => this.#onClose());
  }

  get clientId(): string {
    return this.#claims.clientId;
  }

  /** Sends CONNECTED (with `error` when a resume was refused) and arms the token's expiry. */
  start(error?: WireError): void {
    this.#sendMessage({
      action: Action.CONNECTED,
      connectionId: this.connectionId,
      connectionDetails: this.#details(),
      ...(error ? { error } : {}),
    });
    this.#armExpiry();
  }

  /** Sends one ready-made frame (MESSAGE from the hub, HEARTBEAT). */
  send(frame: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  /** Ends the connection with a reason (DISCONNECTED): the client reconnects and resumes. */
  disconnect(error: WireError): void {
    this.#sendMessage({ action: Action.DISCONNECTED, error });
    this.socket.close(1000);
  }

  #onFrame(raw: string, isBinary: boolean): void {
    this.alive = true;
    const message = isBinary ? undefined : parseProtocolMessage(raw);
    if (!message) return;
    switch (message.action) {
      case Action.HEARTBEAT:
        // connection.ping() waits for a HEARTBEAT carrying its id.
        return this.#sendMessage({ action: Action.HEARTBEAT, id: message.id });
      case Action.ATTACH:
        return this.#attach(message);
      case Action.DETACH:
        return this.#detach(message);
      case Action.MESSAGE:
      case Action.PRESENCE:
        return this.#refusePublish(message);
      case Action.AUTH:
        return this.#reauthorize(message.auth?.accessToken);
      case Action.DISCONNECT:
        this.socket.close(1000);
        return;
      case Action.CLOSE:
        this.#explicitClose = true;
        this.#sendMessage({ action: Action.CLOSED });
        this.socket.close(1000);
        return;
      default:
        if (message.msgSerial !== undefined) this.#refusePublish(message);
    }
  }

  #attach({ channel, channelSerial }: ProtocolMessage): void {
    if (!channel) return;
    const operations = allowedOperations(this.#claims.capability, channel);
    if (!operations.includes('subscribe')) {
      // A channel-scoped ERROR fails that channel only; the connection stays up.
      this.#sendMessage({ action: Action.ERROR, channel, error: Errors.channelDenied });
      return;
    }
    const result = this.context.hub.attach(channel, this, channelSerial);
    this.channels.add(channel);
    let flags = Flag.SUBSCRIBE;
    if (operations.includes('publish')) flags |= Flag.PUBLISH;
    if (result.resumed) flags |= Flag.RESUMED;
    this.#sendMessage({
      action: Action.ATTACHED,
      channel,
      channelSerial: result.channelSerial,
      flags,
    });
    for (const frame of result.replay) this.send(frame);
  }

  #detach({ channel }: ProtocolMessage): void {
    if (!channel) return;
    this.context.hub.detach(channel, this);
    this.channels.delete(channel);
    this.#sendMessage({ action: Action.DETACHED, channel });
  }

  #refusePublish({ msgSerial }: ProtocolMessage): void {
    if (msgSerial === undefined) return;
    this.#sendMessage({ action: Action.NACK, msgSerial, count: 1, error: Errors.publishDenied });
  }

  /** In-band token renewal (`auth.authorize()` while connected) answers a fresh CONNECTED. */
  #reauthorize(token: string | undefined): void {
    const check = token
      ? verifyToken(this.context.secret, token, this.context.now())
      : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) return this.#fail(tokenError(check));
    if (check.claims.clientId !== this.#claims.clientId) return this.#fail(Errors.clientIdMismatch);
    this.#claims = check.claims;
    this.start();
  }

  #fail(error: WireError): void {
    this.#sendMessage({ action: Action.ERROR, error });
    this.socket.close(1000);
  }

  #armExpiry(): void {
    clearTimeout(this.#expiryTimer);
    const remaining = this.#claims.expires - this.context.now();
    // Ably disconnects at expiry with 40142; the client renews through authUrl and resumes.
    this.#expiryTimer = setTimeout(
      () => {
        if (this.#claims.expires <= this.context.now()) this.disconnect(Errors.tokenExpired);
        else this.#armExpiry();
      },
      Math.min(Math.max(remaining, 0), MAX_TIMER_MS),
    );
    this.#expiryTimer.unref();
  }

  #details(): ConnectionDetails {
    const { maxIdleInterval, connectionStateTtl, serverId } = this.context;
    return {
      clientId: this.#claims.clientId,
      connectionKey: this.connectionKey,
      maxIdleInterval,
      connectionStateTtl,
      maxMessageSize: 65536,
      serverId,
    };
  }

  #sendMessage(message: ProtocolMessage): void {
    this.send(JSON.stringify(message));
  }

  #onClose(): void {
    clearTimeout(this.#expiryTimer);
    for (const channel of this.channels) this.context.hub.detach(channel, this);
    this.channels.clear();
    this.context.onClosed(this, this.#explicitClose);
  }
}
