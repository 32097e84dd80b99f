import { fromPromise } from 'xstate';
import type { ShareCode, ShareLinkBody, ShareLinkResponse } from '../../src/contracts/share';

/** Share links, and the browser's clipboard and share sheet (spec 001 §7). */
export interface SharePort {
  createLink(body: ShareLinkBody, signal: AbortSignal): Promise<ShareLinkResponse>;
  getCode(shareId: string, signal: AbortSignal): Promise<ShareCode>;
  /** Writes text to the clipboard, by the older way when the clipboard API is refused; rejects when both fail. */
  copy(text: string): Promise<void>;
  /** The browser's share sheet; resolves when shared or dismissed, rejects when it cannot. */
  nativeShare(data: { title: string; url: string }): Promise<void>;
}

/** What the share modal asks a link for: a piece of content on a platform. */
export interface LinkRequest {
  content_type: ShareLinkBody['content_type'];
  content_id: string;
  platform: ShareLinkBody['platform'];
}

const linkBody = (request: LinkRequest): ShareLinkBody => ({ ...request, source: 'web' });

/** The share modal's effect actors, built from its port. */
export function createShareActors(port: SharePort) {
  return {
    createLink: fromPromise<string, LinkRequest>(
      async ({ input, signal }) => (await port.createLink(linkBody(input), signal)).link,
    ),
    copyText: fromPromise<void, { text: string }>(({ input }) => port.copy(input.text)),
    /** The platform's link (made first unless known), then the browser's share sheet with it. */
    shareNatively: fromPromise<string, LinkRequest & { title: string; link: string | null }>(
      async ({ input, signal }) => {
        const link = input.link ?? (await port.createLink(linkBody(input), signal)).link;
        await port.nativeShare({ title: input.title, url: link });
        return link;
      },
    ),
  };
}

/** The short-link page's actor: what a share id leads to. */
export function createShareCodeActors(port: SharePort) {
  return {
    fetchCode: fromPromise<ShareCode, { shareId: string }>(({ input, signal }) =>
      port.getCode(input.shareId, signal),
    ),
  };
}
