import type { StemTypeGroupName } from '../../contracts/clip';
import { CREDITS_PER_STEM_CLIP } from '../../contracts/constants';
import type { ClipRow, StoredMetadata } from '../clips/clip-view';
import { newClipId, type NewClip } from '../generation/commit-clips';
import { ApiError } from '../http/errors';
import { labelledTitle } from './derived-title';
import { taskMetadata } from './task-metadata';

/** How a stem clip's title names its group. */
const STEM_LABELS: Record<StemTypeGroupName, string> = {
  Vocals: 'Vocals',
  Backing_Vocals: 'Backing Vocals',
  Instrumental: 'Instrumental',
};

/**
 * Stems (`POST /api/edit/stems/{clip_id}/`): one clip per stem group, split from `source`. A
 * song with vocals gets Vocals, Backing_Vocals and Instrumental; an instrumental (asked for
 * with make_instrumental, or found to have no vocal) gets only its Instrumental, since its
 * vocal stems would be silence. ONE job, sent for the first clip, makes them all.
 */
export function planStems(source: ClipRow): NewClip[] {
  const from = source.metadata as StoredMetadata;
  if (from.stem_type_group_name) {
    throw new ApiError(400, 'invalidTaskInput', 'This clip is already a stem.');
  }
  const instrumental = from.make_instrumental || from.has_vocal === false;
  const groups: StemTypeGroupName[] = instrumental
    ? ['Instrumental']
    : ['Vocals', 'Backing_Vocals', 'Instrumental'];
  const ids = groups.map(() => newClipId());
  const clips = Object.fromEntries(groups.map((group, i) => [group, ids[i]!]));
  return groups.map((group, i) => ({
    id: ids[i]!,
    title: labelledTitle(source.title, STEM_LABELS[group]),
    modelName: source.modelName,
    seed: source.seed,
    lyrics: source.lyrics,
    durationS: source.durationS,
    credits: CREDITS_PER_STEM_CLIP,
    enqueue: i === 0,
    metadata: {
      ...taskMetadata(source, 'gen', 'gen_stem', {
        stem_type_group_name: group,
        stem_from_id: source.id,
        // Known once the stem is made (from its level against the mix).
        has_vocal: null,
      }),
      engine_task: { name: 'stems', source: source.id, clips },
    },
  }));
}
