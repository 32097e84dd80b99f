import { describe, expect, it } from 'vitest';
import type { ClipMetadata } from '../../src/contracts/clip';
import { aClip } from '../../tests/paths/helpers/fixtures';
import { groupByKind } from './clipFamily.selectors';

const at = '2026-11-25T10:00:00.000Z';
const stored = (id: string, metadata: Partial<ClipMetadata>, created = at) => ({
  id,
  clip: aClip({ id, created_at: created, metadata }),
});

describe('groupByKind', () => {
  it('groups clips made from a song by kind, in a fixed order of kinds', () => {
    const groups = groupByKind([
      stored('remaster', { task: 'upsample', upsample_clip_id: 's' }),
      stored('ext', { task: 'extend', continue_clip_id: 's' }),
      stored('whole', { type: 'concat', source_clip_ids: ['s', 'ext'] }),
      stored('cover', { cover_clip_id: 's', source_clip_ids: ['s'] }),
      stored('crop', { task: 'crop', source_clip_ids: ['s'] }),
      stored('merge', { type: 'concat', task: 'merge', source_clip_ids: ['s', 't'] }),
    ]);
    expect(groups.map((group) => [group.kind, group.items.map((item) => item.id)])).toEqual([
      ['extension', ['ext']],
      ['cover', ['cover']],
      ['remaster', ['remaster']],
      ['wholeSong', ['whole']],
      ['edit', ['crop']],
      ['merge', ['merge']],
    ]);
  });

  it('lists stems made together as Vocals, Backing Vocals, Instrumental, newest run first', () => {
    const stem = (id: string, group: 'Vocals' | 'Backing_Vocals' | 'Instrumental', created = at) =>
      stored(id, { task: 'gen_stem', stem_from_id: 's', stem_type_group_name: group }, created);
    const [stems] = groupByKind([
      stem('i', 'Instrumental'),
      stem('v', 'Vocals'),
      stem('b', 'Backing_Vocals'),
      stem('later', 'Instrumental', '2026-11-25T11:00:00.000Z'),
    ]);
    expect(stems!.items.map((item) => item.id)).toEqual(['later', 'v', 'b', 'i']);
  });
});
