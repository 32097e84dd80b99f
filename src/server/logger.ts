import { pino, type Logger } from 'pino';

export type { Logger };

/** The server's structured logger; one JSON line per event on stdout. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined });
}
