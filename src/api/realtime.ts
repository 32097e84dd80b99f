import type { KyInstance } from 'ky';
import { call } from './client';

/** `GET /api/realtime/config`: where the realtime client connects and gets its token. */
export interface RealtimeConfig {
  mode: 'local' | 'ably';
  authUrl: string;
}

export function createRealtimeApi(http: KyInstance) {
  return {
    getConfig(signal?: AbortSignal): Promise<RealtimeConfig> {
      return call(() => http.get('realtime/config', { signal }).json<RealtimeConfig>());
    },
  };
}
