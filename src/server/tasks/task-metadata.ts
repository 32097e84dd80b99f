import { NO_TASK_METADATA, type ClipType } from '../../contracts/clip';
import type { ClipRow, StoredMetadata } from '../clips/clip-view';

/**
 * A task clip's metadata: what it keeps of its source (prompt, styles, voice, mode), its type
 * and task, every task field null, then `fields`.
 */
export function taskMetadata(
  source: ClipRow,
  type: ClipType,
  task: string | null,
  fields: Partial<StoredMetadata> = {},
): StoredMetadata {
  const from = source.metadata as StoredMetadata;
  return {
    type,
    task,
    prompt: from.prompt ?? null,
    gpt_description_prompt: from.gpt_description_prompt ?? null,
    tags: from.tags ?? null,
    negative_tags: from.negative_tags ?? null,
    make_instrumental: from.make_instrumental ?? false,
    vocal_gender: from.vocal_gender ?? null,
    control_sliders: from.control_sliders ?? null,
    create_mode: from.create_mode ?? null,
    persona_id: from.persona_id ?? null,
    cover_clip_id: null,
    refund_credits: false,
    has_vocal: from.has_vocal ?? null,
    ...NO_TASK_METADATA,
    ...fields,
  };
}
