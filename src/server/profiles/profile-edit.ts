import { PROFILE_BIO_MAX_LINES } from '../../contracts/constants';
import type { EditProfileBody, ProfileDetails } from '../../contracts/profile';
import type { DB } from '../db/database';
import { ApiError } from '../http/errors';
import { lyricsBreakGuidelines } from '../moderation/moderation';

/** A bio as stored: trimmed, its lines' trailing spaces dropped, at most PROFILE_BIO_MAX_LINES. */
function checkBio(text: string): string {
  const bio = text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  if (bio.split('\n').length > PROFILE_BIO_MAX_LINES) {
    throw new ApiError(400, 'validation', `A bio may have at most ${PROFILE_BIO_MAX_LINES} lines.`);
  }
  return bio;
}

const moderated = (text: string) => {
  if (lyricsBreakGuidelines(text)) {
    throw new ApiError(422, 'textModeration', "That text didn't pass moderation.");
  }
  return text;
};

/**
 * The owner's changes to their profile (ours: `POST /api/profiles/edit`): a display name
 * (trimmed, 1 to DISPLAY_NAME_MAX_CHARS characters, checked by the schema) and a bio; text that
 * breaks the content guidelines is refused (422 `textModeration`) and nothing changes.
 */
export async function editProfile(
  db: DB,
  userId: string,
  edit: EditProfileBody,
): Promise<ProfileDetails> {
  const name = edit.display_name === undefined ? undefined : moderated(edit.display_name);
  const bio =
    edit.profile_description === undefined
      ? undefined
      : moderated(checkBio(edit.profile_description));
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    if (name !== undefined) {
      await trx
        .updateTable('user')
        .set({ name, updatedAt: now })
        .where('id', '=', userId)
        .execute();
    }
    if (bio !== undefined) {
      await trx
        .insertInto('user_profile')
        .values({ userId, bio, updatedAt: now })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet({ bio, updatedAt: now }))
        .execute();
    }
    const row = await trx
      .selectFrom('user')
      .leftJoin('user_profile', 'user_profile.userId', 'user.id')
      .select(['user.name', 'user_profile.bio'])
      .where('user.id', '=', userId)
      .executeTakeFirstOrThrow();
    return { display_name: row.name, profile_description: row.bio ?? '' };
  });
}
