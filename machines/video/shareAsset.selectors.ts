import type { SnapshotFrom } from 'xstate';
import type { ShareAssetType } from '../../src/contracts/video';
import type { shareAssetMachine } from './shareAsset.machine';

type ShareAssetSnapshot = SnapshotFrom<typeof shareAssetMachine>;

/** Where the card asked for last stands. */
export type ShareAssetView = 'idle' | 'rendering' | 'ready' | 'failed';

export const selectShareView = (s: ShareAssetSnapshot): ShareAssetView => {
  if (s.matches('requesting') || s.matches('rendering')) return 'rendering';
  if (s.matches('ready')) return 'ready';
  return s.matches('failed') ? 'failed' : 'idle';
};
export const selectShareType = (s: ShareAssetSnapshot): ShareAssetType => s.context.assetType;
/** The made card of a type (its URL to show and download), if any. */
export const selectShareAsset = (s: ShareAssetSnapshot, type: ShareAssetType) =>
  s.context.assets[type] ?? null;
export const selectShareDialogOpen = (s: ShareAssetSnapshot) => s.context.open;
