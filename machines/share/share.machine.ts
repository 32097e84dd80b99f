import { assign, setup } from 'xstate';
import { SHARE_COPIED_MS } from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { SharePlatform } from '../../src/contracts/share';
import type { LinkRequest } from '../actors/share.actors';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';

/** What the share modal shares: a song, playlist, persona or profile, by its type and id. */
export interface ShareTarget {
  content_type: LinkRequest['content_type'];
  content_id: string;
  title: string;
  /** A song's embed code (its `/embed/{id}` iframe), null for what cannot be embedded. */
  embedCode: string | null;
}

export interface ShareContext {
  target: ShareTarget | null;
  /** Links made while signed in, by content and platform (spec 001 §9: cached). */
  links: Record<string, string>;
  /** What the last copy was of. */
  copying: 'link' | 'embed';
  error: ErrorCode | null;
}

export type ShareEvent =
  | { type: 'share.open'; target: ShareTarget }
  | { type: 'share.close' }
  | { type: 'share.retry' }
  | { type: 'share.copyLink' }
  | { type: 'share.copyEmbed' }
  | { type: 'share.native' };

const keyOf = (target: ShareTarget, platform: SharePlatform) =>
  `${target.content_type}:${target.content_id}:${platform}`;
const requestOf = (target: ShareTarget, platform: SharePlatform): LinkRequest => ({
  content_type: target.content_type,
  content_id: target.content_id,
  platform,
});
/** The copy link's address, once made. */
export const copyLinkOf = (context: ShareContext): string | null =>
  context.target ? (context.links[keyOf(context.target, 'copy_link')] ?? null) : null;
const textToCopy = (context: ShareContext) =>
  (context.copying === 'embed' ? context.target?.embedCode : copyLinkOf(context)) ?? '';

/** Copying the link (once made) or the embed code (a song's), from any state that allows it. */
const copyEvents = {
  'share.copyLink': { guard: 'hasLink', target: 'copying', actions: 'copyingLink' },
  'share.copyEmbed': { guard: 'hasEmbed', target: 'copying', actions: 'copyingEmbed' },
} as const;

/**
 * The share modal (spec 000 §2 "share"): opened for a piece of content, it makes its short link
 * (`POST /api/share/link`, once per content and platform while signed in), copies the link or a
 * song's embed code (saying "copied" for SHARE_COPIED_MS; when the clipboard refuses, the view
 * shows the text to copy by hand), and hands the link to the browser's share sheet.
 */
export const shareMachine = setup({
  types: { context: {} as ShareContext, events: {} as ShareEvent },
  actors: {
    createLink: unprovided<string, LinkRequest>('createLink'),
    copyText: unprovided<void, { text: string }>('copyText'),
    shareNatively: unprovided<string, LinkRequest & { title: string; link: string | null }>(
      'shareNatively',
    ),
  },
  delays: { copiedFor: SHARE_COPIED_MS },
  guards: {
    hasLink: ({ context }) => copyLinkOf(context) !== null,
    hasEmbed: ({ context }) => !!context.target?.embedCode,
  },
  actions: {
    setTarget: assign((_, target: ShareTarget) => ({ target, error: null })),
    clear: assign({ target: null, error: null }),
    keepLink: assign(
      ({ context }, { platform, link }: { platform: SharePlatform; link: string }) =>
        context.target
          ? { links: { ...context.links, [keyOf(context.target, platform)]: link } }
          : {},
    ),
    setError: assign((_, error: ErrorCode) => ({ error })),
    copyingLink: assign({ copying: 'link' as const, error: null }),
    copyingEmbed: assign({ copying: 'embed' as const, error: null }),
  },
}).createMachine({
  id: 'share',
  description: 'The share modal: closed, or sharing one piece of content.',
  context: { target: null, links: {}, copying: 'link', error: null },
  initial: 'closed',
  on: {
    'share.open': {
      target: '.open',
      reenter: true,
      actions: { type: 'setTarget', params: ({ event }) => event.target },
    },
  },
  states: {
    closed: { description: 'No modal is open.' },
    open: {
      description: 'The modal shows the link, the embed code and the ways to share them.',
      type: 'parallel',
      on: { 'share.close': { target: 'closed', actions: 'clear' } },
      states: {
        link: {
          description: 'The short link to copy.',
          initial: 'checking',
          states: {
            checking: {
              description: 'A link made before is used again.',
              always: [{ guard: 'hasLink', target: 'ready' }, { target: 'creating' }],
            },
            creating: {
              description: 'Asks the server for the link.',
              invoke: {
                src: 'createLink',
                input: ({ context }) => requestOf(context.target!, 'copy_link'),
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'keepLink',
                    params: ({ event }) => ({ platform: 'copy_link', link: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
                },
              },
            },
            ready: { description: 'The link shows, ready to copy.' },
            failed: {
              description: 'The link could not be made; the user may retry.',
              on: { 'share.retry': 'creating' },
            },
          },
        },
        action: {
          description: 'What the user does with the link or the embed code.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing under way.',
              on: {
                ...copyEvents,
                'share.native': 'sharing',
              },
            },
            copying: {
              description: 'Writes the link or the embed code to the clipboard.',
              invoke: {
                src: 'copyText',
                input: ({ context }) => ({ text: textToCopy(context) }),
                onDone: 'copied',
                onError: 'copyFailed',
              },
            },
            copied: {
              description: 'Says "copied" a moment; another copy may start at once.',
              after: { copiedFor: 'idle' },
              on: {
                ...copyEvents,
              },
            },
            copyFailed: {
              description: 'The clipboard refused: the text shows selected, to copy by hand.',
              on: {
                ...copyEvents,
                'share.native': 'sharing',
              },
            },
            sharing: {
              description: "The browser's share sheet is open with the platform's link.",
              invoke: {
                src: 'shareNatively',
                input: ({ context }) => ({
                  ...requestOf(context.target!, 'native_share'),
                  title: context.target!.title,
                  link: context.links[keyOf(context.target!, 'native_share')] ?? null,
                }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'keepLink',
                    params: ({ event }) => ({ platform: 'native_share', link: event.output }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'setError', params: ({ event }) => toErrorCode(event.error) },
                },
              },
            },
          },
        },
      },
    },
  },
});
