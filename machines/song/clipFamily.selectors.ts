import type { SnapshotFrom } from 'xstate';
import { STEM_TYPE_GROUP_NAMES, type Clip } from '../../src/contracts/clip';
import { DERIVED_KINDS, derivedKind, type DerivedKind } from '../../src/contracts/clip-family';
import type { ErrorCode } from '../../src/contracts/errors';
import type { ListedClip } from '../create/recentClips.selectors';
import type { clipFamilyMachine } from './clipFamily.machine';

type ClipFamilySnapshot = SnapshotFrom<typeof clipFamilyMachine> | undefined;

const none: Clip[] = [];

export const selectChildren = (s: ClipFamilySnapshot) => s?.context.clips ?? none;
export const selectParent = (s: ClipFamilySnapshot) => s?.context.parent ?? null;
/** More clips made from this one wait on the server. */
export const selectHasMoreChildren = (s: ClipFamilySnapshot) =>
  !!s &&
  !s.context.complete &&
  (s.matches({ children: 'ready' }) || s.matches({ children: 'moreFailed' }));
export const selectIsLoadingMoreChildren = (s: ClipFamilySnapshot) =>
  s?.matches({ children: 'loadingMore' }) ?? false;
export const selectChildrenError = (s: ClipFamilySnapshot): ErrorCode | null =>
  s && (s.matches({ children: 'failed' }) || s.matches({ children: 'moreFailed' }))
    ? s.context.error
    : null;

/** One group of "Made from this song": the clips of one kind, newest first. */
export interface ClipGroup {
  kind: DerivedKind;
  items: ListedClip[];
}

const clipOf = (item: ListedClip) =>
  'ref' in item ? item.ref.getSnapshot().context.clip : item.clip;

/** The listed clips grouped by what they are, groups in DERIVED_KINDS order, empty ones left out. */
export function groupByKind(items: readonly ListedClip[]): ClipGroup[] {
  const groups = new Map<DerivedKind, ListedClip[]>();
  for (const item of items) {
    const kind = derivedKind(clipOf(item).metadata) ?? 'inspired';
    groups.set(kind, [...(groups.get(kind) ?? []), item]);
  }
  return DERIVED_KINDS.flatMap((kind) => {
    const listed = groups.get(kind);
    if (!listed) return [];
    return [{ kind, items: kind === 'stem' ? listed.sort(byStemGroup) : listed }];
  });
}

/** Stems made together come Vocals, Backing Vocals, Instrumental (spec 000 §3's order). */
function byStemGroup(a: ListedClip, b: ListedClip): number {
  const [x, y] = [clipOf(a), clipOf(b)];
  const rank = (clip: Clip) =>
    STEM_TYPE_GROUP_NAMES.indexOf(clip.metadata.stem_type_group_name ?? 'Instrumental');
  return Date.parse(y.created_at) - Date.parse(x.created_at) || rank(x) - rank(y);
}
