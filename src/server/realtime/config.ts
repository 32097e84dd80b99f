/** Environment of the realtime port; kept here so `src/server/config.ts` needs no Ably knowledge. */
export interface RealtimeEnv {
  /** `ABLY_API_KEY` (`appId.keyId:secret`): publish through Ably and let browsers connect to it. */
  ablyApiKey?: string;
}

/** Reads `ABLY_API_KEY`; a value that is not an Ably key fails at start, not at first publish. */
export function readRealtimeEnv(env: NodeJS.ProcessEnv = process.env): RealtimeEnv {
  const key = env.ABLY_API_KEY?.trim();
  if (!key) return {};
  if (!/^[^.:\s]+\.[^.:\s]+:\S+$/.test(key)) {
    throw new Error('ABLY_API_KEY must look like "appId.keyId:secret"');
  }
  return { ablyApiKey: key };
}
