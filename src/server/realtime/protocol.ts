/**
 * The subset of the Ably realtime protocol (JSON format, protocol version 6) that the `ably`
 * client uses: action numbers and flags as in ably-js `protocolmessagecommon.ts`.
 */
export const Action = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECT: 3,
  CONNECTED: 4,
  DISCONNECT: 5,
  DISCONNECTED: 6,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  AUTH: 17,
} as const;

export const Flag = {
  /** On ATTACHED: no message published since the client's channelSerial was lost. */
  RESUMED: 1 << 2,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
} as const;

/** Ably's `ErrorInfo` on the wire. */
export interface WireError {
  code: number;
  statusCode: number;
  message: string;
}

/** One message inside a MESSAGE protocol message. */
export interface WireMessage {
  name?: string;
  data?: unknown;
  encoding?: string;
}

/** The fields of a protocol message this endpoint reads or writes. */
export interface ProtocolMessage {
  action: number;
  id?: string;
  channel?: string;
  channelSerial?: string | null;
  connectionId?: string;
  connectionDetails?: ConnectionDetails;
  msgSerial?: number;
  count?: number;
  flags?: number;
  timestamp?: number;
  error?: WireError;
  messages?: WireMessage[];
  auth?: { accessToken?: string };
}

export interface ConnectionDetails {
  clientId: string;
  connectionKey: string;
  maxIdleInterval: number;
  connectionStateTtl: number;
  maxMessageSize: number;
  serverId: string;
}

/** Ably error codes the endpoint answers with (https://help.ably.io/error/<code>). */
export const Errors = {
  noCredentials: { code: 40101, statusCode: 401, message: 'No access_token given' },
  clientIdMismatch: { code: 40102, statusCode: 401, message: 'Token is for another client' },
  tokenExpired: { code: 40142, statusCode: 401, message: 'Token expired' },
  tokenUnrecognised: { code: 40143, statusCode: 401, message: 'Token not recognised' },
  channelDenied: { code: 40160, statusCode: 401, message: 'Channel denied by capability' },
  publishDenied: { code: 40160, statusCode: 401, message: 'Clients may not publish' },
  connectionNotResumed: { code: 80008, statusCode: 400, message: 'Unable to resume connection' },
  serverShutdown: { code: 80003, statusCode: 503, message: 'Server shutting down' },
} as const satisfies Record<string, WireError>;

/** Parses one JSON frame; anything that is not an object with a numeric action is dropped. */
export function parseProtocolMessage(raw: string): ProtocolMessage | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { action } = value as { action?: unknown };
    return typeof action === 'number' ? (value as ProtocolMessage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Encodes a payload as Ably's REST client would: strings and binary as they are, anything else
 * as a JSON string with `encoding: 'json'`, which the client decodes back before listeners run.
 */
export function encodeMessage(name: string, data: unknown): WireMessage {
  if (data === undefined || data === null || typeof data === 'string') return { name, data };
  return { name, data: JSON.stringify(data), encoding: 'json' };
}
