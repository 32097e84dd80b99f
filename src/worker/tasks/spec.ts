/**
 * What a task clip is made from, stored with the clip (`metadata.engine_task`) and run by the
 * worker in a thread over the clips' directories. Sources are clip ids; the worker finds their
 * directories. Seeds are chosen at request time, so a retried job makes the same clip.
 */
import type { StemGroup } from '../../engine/audio/stems';
import type { InfillKind } from '../../engine/tasks/infill';
import type { RemasterSliders } from '../../engine/tasks/remaster-fx';

export type EngineTaskSpec =
  | {
      name: 'extend';
      source: string;
      continueAtS?: number;
      /** New lyrics; else written on the source's topic. */
      lyrics?: string;
      seed: number;
      maxDurationS?: number;
    }
  | {
      /** An uploaded song's extension (issue 16): continued in its detected tempo and key. */
      name: 'upload_extend';
      source: string;
      continueAtS?: number;
      lyrics?: string;
      tags?: string;
      seed: number;
      maxDurationS?: number;
    }
  | { name: 'concat'; chain: string[]; infill: boolean }
  | { name: 'merge'; clips: string[] }
  | {
      name: 'infill';
      source: string;
      kind: InfillKind;
      startS?: number;
      endS?: number;
      durS?: number;
      contextStartS?: number;
      contextEndS?: number;
      seed: number;
    }
  | {
      name: 'cover';
      source: string;
      tags?: string;
      vocalGender?: 'male' | 'female';
      audioWeight?: number;
      /** An uploaded source's lyrics, sung to its melody (a generated clip's are in its score). */
      lyrics?: string;
      seed: number;
    }
  | { name: 'remaster'; source: string; sliders: Partial<RemasterSliders> }
  | {
      name: 'paint';
      source: string;
      mode: 'under' | 'over';
      startS?: number;
      endS?: number;
      tags?: string;
      vocalGender?: 'male' | 'female';
      audioWeight?: number;
      seed: number;
    }
  | {
      /** One job makes every stem clip: the separation runs once. */
      name: 'stems';
      source: string;
      clips: Partial<Record<StemGroup, string>>;
    }
  | { name: 'crop'; source: string; startS: number; endS: number; remove: boolean; fadeMs?: number }
  | { name: 'fade'; source: string; fadeMs: number }
  | {
      name: 'speed';
      source: string;
      factor: number;
      tempoOnly: boolean;
      range?: { startS: number; endS: number };
    };

export type EngineTaskName = EngineTaskSpec['name'];

/** The clips a task reads, in order (the first gives the new clip its cover). */
export function sourcesOf(spec: EngineTaskSpec): string[] {
  if (spec.name === 'concat') return spec.chain;
  if (spec.name === 'merge') return spec.clips;
  return [spec.source];
}

/** The clips one task job makes: the stems task makes every stem clip in one go. */
export function madeBy(spec: EngineTaskSpec, clipId: string): string[] {
  return spec.name === 'stems' ? Object.values(spec.clips) : [clipId];
}

/** What the thread reports for each clip it made. */
export interface TaskClipResult {
  clipId: string;
  durationS: number;
  /** The words sung, as the task wrote them (an extension writes its own); null for none. */
  lyrics: string | null;
  /** Known for stems (from the stem's level); null when the task does not say. */
  hasVocal: boolean | null;
}
