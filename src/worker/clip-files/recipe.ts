/**
 * A clip's recipe (`recipe.json` in its directory): what the engine made it from, so that its
 * WAV master and stems, not kept on disk by default, can be made again byte for byte. Written
 * by the engine thread that made the clip; only clips the engine can remake get one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SongRequest } from '../../engine/pipeline/plan';
import { CLIP_RECIPE, MASTER_FILES } from '../../server/storage/masters';
import type { EngineTaskSpec } from '../tasks/spec';

/** A song rendered from its stored request, or a task run over other clips. */
export type MadeFrom =
  { kind: 'render'; request: SongRequest } | { kind: 'task'; spec: EngineTaskSpec; clipId: string };

export type ClipRecipe = MadeFrom & {
  /** The masters the clip had when made (song.wav, and the stems when it had them). */
  masters: string[];
};

/**
 * Writes the recipe of a clip just made; its masters are those now in its directory unless
 * given (a render that kept none still makes all of them again).
 */
export function writeRecipe(
  dir: string,
  recipe: MadeFrom,
  masters: readonly string[] = MASTER_FILES.filter((file) => existsSync(join(dir, file))),
): void {
  writeFileSync(join(dir, CLIP_RECIPE), `${JSON.stringify({ ...recipe, masters })}\n`);
}

export function readRecipe(dir: string): ClipRecipe | null {
  const path = join(dir, CLIP_RECIPE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ClipRecipe) : null;
}
