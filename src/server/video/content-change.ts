import { sql } from 'kysely';
import type { ClipUpdate } from '../clips/clip-settings';
import type { ClipRow } from '../clips/clip-view';

/**
 * What a settings change adds to the clip's update: the time its title, lyrics or cover changed,
 * after which a video or share card made before is out of date (`video_is_stale`). Database
 * time, as the renders note when they read the clip.
 */
export function contentChange(clip: ClipRow, values: ClipUpdate): ClipUpdate {
  const changed =
    (values.title !== undefined && values.title !== clip.title) ||
    (values.lyrics !== undefined && values.lyrics !== clip.lyrics) ||
    (values.imageFile !== undefined && !(values.imageFile === null && clip.imageFile === null));
  return changed ? { contentChangedAt: sql<Date>`now()` } : {};
}
