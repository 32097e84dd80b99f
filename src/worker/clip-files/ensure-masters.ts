/**
 * A clip's WAV master and stems, made again when they were not kept: the engine renders the
 * clip's stored request again (same seed, same bytes), or runs the task that made it again over
 * its sources (whose masters are made again first, if need be). Runs in an engine thread.
 */
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encodeWav } from '../../engine/encode/wav';
import { planSong, type SongRequest } from '../../engine/pipeline/plan';
import { renderSong } from '../../engine/pipeline/render';
import { STEM_FILES } from '../../engine/tasks/join-clip';
import { runTask } from '../tasks/run-task';
import { madeBy } from '../tasks/spec';
import { readRecipe, type ClipRecipe } from './recipe';

/**
 * Makes sure the clip in `dir` has the masters it was made with; `dirOf` finds other clips'
 * directories by id. Returns false for a clip without a recipe (nothing to make them from).
 * Each file is made aside and renamed into place, so a reader never sees half a file.
 */
export async function ensureMasters(
  dir: string,
  dirOf: (clipId: string) => string,
): Promise<boolean> {
  const recipe = readRecipe(dir);
  if (!recipe) return false;
  if (recipe.masters.every((file) => existsSync(join(dir, file)))) return true;
  const scratch = mkdtempSync(`${dir}.remake-`);
  try {
    const made = await remake(recipe, scratch, dirOf);
    for (const file of recipe.masters) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      renameSync(join(made, file), join(dir, file));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}

/** Makes the clip's masters under `scratch`; returns the directory holding them. */
async function remake(
  recipe: ClipRecipe,
  scratch: string,
  dirOf: (clipId: string) => string,
): Promise<string> {
  if (recipe.kind === 'render') {
    await renderMasters(recipe.request, scratch);
    return scratch;
  }
  // The task writes every clip it makes aside; its sources are read where they are.
  const made = new Set(madeBy(recipe.spec, recipe.clipId));
  await runTask(recipe.spec, recipe.clipId, (id) => (made.has(id) ? join(scratch, id) : dirOf(id)));
  return join(scratch, recipe.clipId);
}

/** Renders the song again as the clip's render did, keeping only its master and stems. */
async function renderMasters(request: SongRequest, out: string): Promise<void> {
  const plan = planSong(request);
  const song = renderSong(plan.score, plan.model, {
    onMastered: ({ master, stems }) => {
      mkdirSync(join(out, 'stems'), { recursive: true });
      writeFileSync(join(out, 'song.wav'), encodeWav(master));
      for (const [stem, file] of Object.entries(STEM_FILES)) {
        writeFileSync(join(out, file), encodeWav(stems[stem as keyof typeof STEM_FILES]));
      }
    },
  });
  for (let step = await song.next(); !step.done; step = await song.next());
}
