import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { MessageCode } from '../../src/contracts/client-messages';
import { SHARE_ASSET_POLL_MS, SHARE_ASSET_TIMEOUT_MS } from '../../src/contracts/constants';
import type { ShareAsset, ShareAssetType } from '../../src/contracts/video';
import { unprovided } from '../actors/unprovided';

export interface ShareAssetContext {
  clipId: string;
  /** The card asked for last, and its asset once the server named it. */
  assetType: ShareAssetType;
  assetId: string | null;
  /** The cards made in this page, by type: each stays to download. */
  assets: Partial<Record<ShareAssetType, ShareAsset>>;
  error: MessageCode | null;
  /** Whether the share dialog shows. */
  open: boolean;
}

export type ShareAssetEvent =
  | { type: 'share.open' }
  | { type: 'share.close' }
  | { type: 'share.make'; assetType: ShareAssetType };

type AssetParams = ({ event }: { event: { output: ShareAsset } }) => ShareAsset;
const asset: AssetParams = ({ event }) => event.output;

/** What an answer about the card leads to, from the request or a poll. */
const onAsset = (rendering: string) =>
  [
    {
      guard: { type: 'isComplete', params: asset },
      target: '#shareAsset.ready',
      actions: { type: 'keepAsset', params: asset },
    },
    {
      guard: { type: 'isRendering', params: asset },
      target: rendering,
      actions: { type: 'noteAsset', params: asset },
    },
    { target: '#shareAsset.failed', actions: 'fail' },
  ] as const;

/**
 * A song's share cards (spec 000 §4 "Share asset": rendering, then complete, error or timeout;
 * §9: polled every 2 s for at most 5 minutes): a square image or a short upright video, asked
 * for from the share dialog; "Share asset generation failed or timed out" otherwise.
 */
export const shareAssetMachine = setup({
  types: {
    context: {} as ShareAssetContext,
    events: {} as ShareAssetEvent,
    input: {} as { clipId: string },
  },
  actors: {
    makeShareAsset: unprovided<ShareAsset, { clipId: string; assetType: ShareAssetType }>(
      'makeShareAsset',
    ),
    getShareAsset: unprovided<ShareAsset, { clipId: string; assetId: string }>('getShareAsset'),
  },
  guards: {
    isComplete: (_, card: ShareAsset) => card.status === 'complete',
    isRendering: (_, card: ShareAsset) => card.status === 'rendering',
  },
  actions: {
    ask: assign((_, assetType: ShareAssetType) => ({ assetType, assetId: null, error: null })),
    noteAsset: assign((_, card: ShareAsset) => ({ assetId: card.id })),
    keepAsset: assign(({ context }, card: ShareAsset) => ({
      assetId: card.id,
      assets: { ...context.assets, [card.asset_type]: card },
    })),
    openDialog: assign({ open: true }),
    closeDialog: assign({ open: false }),
    fail: enqueueActions(({ enqueue, system }) => {
      enqueue.assign({ error: 'shareAssetFailed' });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code: 'shareAssetFailed' });
    }),
  },
  delays: {
    shareAssetPollInterval: SHARE_ASSET_POLL_MS,
    shareAssetTimeout: SHARE_ASSET_TIMEOUT_MS,
  },
}).createMachine({
  id: 'shareAsset',
  description: "A song's share cards: asked for, followed until made, then shown to download.",
  context: ({ input }) => ({
    clipId: input.clipId,
    assetType: 'image',
    assetId: null,
    assets: {},
    error: null,
    open: false,
  }),
  on: {
    'share.open': { actions: 'openDialog' },
    'share.close': { actions: 'closeDialog' },
    'share.make': {
      target: '.requesting',
      actions: { type: 'ask', params: ({ event }) => event.assetType },
    },
  },
  initial: 'idle',
  states: {
    idle: { description: 'No card asked for in this page.' },
    requesting: {
      description: 'Asks for the card: one up to date is given at once, else it starts rendering.',
      invoke: {
        src: 'makeShareAsset',
        input: ({ context }) => ({ clipId: context.clipId, assetType: context.assetType }),
        onDone: onAsset('rendering'),
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    rendering: {
      description: 'The card is being made: read every 2 s, for 5 minutes at most.',
      initial: 'waiting',
      after: { shareAssetTimeout: { target: 'failed', actions: 'fail' } },
      states: {
        waiting: {
          description: 'Waits before the next read.',
          after: { shareAssetPollInterval: 'checking' },
        },
        checking: {
          description: 'Reads whether the card is made.',
          invoke: {
            src: 'getShareAsset',
            input: ({ context }) => ({ clipId: context.clipId, assetId: context.assetId! }),
            onDone: onAsset('waiting'),
            onError: { target: '#shareAsset.failed', actions: 'fail' },
          },
        },
      },
    },
    ready: { description: 'The card is made: the dialog shows it to download.' },
    failed: { description: 'It failed or took over 5 minutes; asking again starts over.' },
  },
});
