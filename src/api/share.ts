import type { KyInstance } from 'ky';
import type { ShareCode, ShareLinkBody, ShareLinkResponse } from '../contracts/share';
import { call } from './client';

/** Share links (spec 001 §7 "Search, discover, share"). */
export function createShareApi(http: KyInstance) {
  return {
    /** `POST /api/share/link`: the content's short link for a platform (the same when asked again). */
    createLink(body: ShareLinkBody, signal: AbortSignal): Promise<ShareLinkResponse> {
      return call(() => http.post('share/link', { json: body, signal }).json<ShareLinkResponse>());
    },
    /** `GET /api/share/code/{share_id}`: what a link leads to; `notFound` when nothing the caller may see. */
    getCode(shareId: string, signal: AbortSignal): Promise<ShareCode> {
      return call(() =>
        http.get(`share/code/${encodeURIComponent(shareId)}`, { signal }).json<ShareCode>(),
      );
    },
  };
}
