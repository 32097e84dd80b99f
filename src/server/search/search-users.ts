import { sql } from 'kysely';
import type { ProfileSummary } from '../../contracts/profile';
import type { SearchQuery, SearchResult } from '../../contracts/search';
import { SEARCH_DOCUMENTS, SEARCH_FUZZY } from '../db/migrations/20261127T16a0_search';
import { inOrder, rankedIds } from './ranked-ids';
import { pageOf, resultOf, sharedIds, type SearchContext } from './search-context';
import { firstFound, textMatches } from './text-match';

const document = sql.raw(SEARCH_DOCUMENTS.user);
const fuzzyHandle = sql.raw(SEARCH_FUZZY.user);
/** Followers first when ranking by trend: the profiles most people listen to. */
const followers = sql`(select count(*) from user_follow where "followeeId" = "user".id) desc`;

/** `user`: profiles by handle and display name. */
export async function searchUsers(
  context: SearchContext,
  query: SearchQuery,
): Promise<SearchResult<ProfileSummary>> {
  const { db, viewerId } = context;
  // The same for every caller: shared a few seconds; whether the caller follows each is not.
  const { ids, total } = await sharedIds(context, query, () =>
    firstFound(
      textMatches(query.term, document, fuzzyHandle, context.fuzzy),
      (match) => {
        const order = [followers, sql`"createdAt" desc`];
        const relevance = query.rank_by === 'trending' ? null : match.relevance;
        return rankedIds(db, 'user', match.where, order, pageOf(query), relevance);
      },
      { ids: [] as string[], total: 0 },
    ),
  );
  if (ids.length === 0) return resultOf(query, [], total);
  const rows = await db
    .selectFrom('user')
    .select(['user.id', 'user.handle', 'user.name', 'user.image'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_follow')
            .select('user_follow.followerId')
            .whereRef('user_follow.followeeId', '=', 'user.id')
            .where('user_follow.followerId', '=', viewerId ?? ''),
        )
        .as('isFollowing'),
    )
    .where('user.id', 'in', ids)
    .execute();
  const profiles = inOrder(ids, rows, (row) => row.id).map((row): ProfileSummary => ({
    user_id: row.id,
    handle: row.handle,
    display_name: row.name,
    avatar_image_url: row.image,
    is_following: Boolean(row.isFollowing),
  }));
  return resultOf(query, profiles, total);
}
