import { DISCOVER_BANNER_SIZE } from '../../contracts/constants';
import type { Contest } from '../../contracts/contest';
import { openContests } from '../contests/contest-store';
import type {
  DiscoverRequest,
  DiscoverResponse,
  DiscoverSection,
  DiscoverSectionName,
  ShortcutItem,
} from '../../contracts/discover';
import {
  personasInOrder,
  playlistsInOrder,
  publicPersonaIds,
  publicPlaylistIds,
} from './section-lists';
import { activeCreators, followingSongs } from './section-people';
import {
  batchedClips,
  listedClips,
  newSongIds,
  sharedPage,
  type SectionContext,
  type SectionPage,
} from './section-songs';
import { recentHooks } from './section-hooks';
import { topStyles } from './section-styles';
import { trendingIds } from './trending';

type Build = (ctx: SectionContext, page: SectionPage) => Promise<DiscoverSection>;

/**
 * Open contests, the soonest to end or the newest first: the same for every viewer, so shared
 * (DISCOVER_SHARED_TTL_MS; each contest's entries are counted over the songs, and the client
 * keeps the list CONTEST_LIST_STALE_MS anyway). One that has ended since leaves at once.
 */
async function sharedContests(ctx: SectionContext, order: 'ending' | 'newest', limit?: number) {
  const contests = await ctx.shared.get(`contests:${order}:${limit ?? ''}`, () =>
    openContests(ctx.db, order, limit),
  );
  const now = Date.now();
  return contests.filter((contest) => Date.parse(contest.end_time) > now);
}

function contestSection(
  type: 'banner' | 'contest_list',
  name: DiscoverSectionName,
  contests: Contest[],
  page: SectionPage,
): DiscoverSection {
  const items = contests
    .slice(page.offset, page.offset + page.limit)
    .map((contest) => ({ entity_type: 'contest' as const, contest }));
  return { section_type: type, section_name: name, items, total_items: contests.length };
}

const SIGNED_IN_SHORTCUTS: ShortcutItem['shortcut'][] = [
  'create',
  'library',
  'playlists',
  'following',
  'radio',
];

/**
 * Every section we compute, in the order /home shows them. All but the viewer's own (following,
 * shortcuts) read a page every viewer shares (`sharedPage`, DISCOVER_SHARED_TTL_MS), then fill
 * in what is the viewer's (their likes) from those ids; following keeps the page of one set of
 * followees a shorter while (DISCOVER_FOLLOWING_TTL_MS).
 */
const SECTIONS: Record<DiscoverSectionName, Build> = {
  // The newest open contests, each a way to its page (ours: docs/decisions.md).
  banner: async (ctx, page) => {
    const newest = await sharedContests(ctx, 'newest', DISCOVER_BANNER_SIZE);
    return contestSection('banner', 'banner', newest, page);
  },
  trending: async (ctx, page) => {
    const { ids, total } = await sharedPage(ctx, 'trending', page, () =>
      trendingIds(ctx.db, page.offset, page.limit),
    );
    const clips = await listedClips(ctx, ids);
    return {
      section_type: 'playlist',
      section_name: 'trending',
      items: clips.map((clip) => ({ entity_type: 'song_schema', song_schema: clip })),
      total_items: total,
    };
  },
  following: async (ctx, page) => {
    const { items, total } = await followingSongs(ctx, page);
    return {
      section_type: 'featured_feed',
      section_name: 'following',
      items: items.map((item) => ({ ...item, entity_type: 'following_feed_item_schema' })),
      total_items: total,
    };
  },
  new_songs: async (ctx, page) => {
    const { ids, total } = await sharedPage(ctx, 'new_songs', page, () => newSongIds(ctx.db, page));
    const clips = await listedClips(ctx, ids);
    return {
      section_type: 'playlist',
      section_name: 'new_songs',
      items: clips.map((clip) => ({ entity_type: 'song_schema', song_schema: clip })),
      total_items: total,
    };
  },
  styles: async (ctx, page) => {
    const { items, total } = await sharedPage(ctx, 'styles', page, () => topStyles(ctx, page));
    return { section_type: 'style_list', section_name: 'styles', items, total_items: total };
  },
  contests: async (ctx, page) =>
    contestSection('contest_list', 'contests', await sharedContests(ctx, 'ending'), page),
  creators: async (ctx, page) => {
    const { items, total } = await sharedPage(ctx, 'creators', page, () =>
      activeCreators(ctx, page),
    );
    return { section_type: 'user_list', section_name: 'creators', items, total_items: total };
  },
  playlists: async (ctx, page) => {
    const { ids, total } = await sharedPage(ctx, 'playlists', page, () =>
      publicPlaylistIds(ctx.db, page),
    );
    const items = await playlistsInOrder(ctx, ids);
    return {
      section_type: 'playlist_list',
      section_name: 'playlists',
      items: items.map((playlist) => ({ entity_type: 'playlist', playlist })),
      total_items: total,
    };
  },
  personas: async (ctx, page) => {
    const { ids, total } = await sharedPage(ctx, 'personas', page, () =>
      publicPersonaIds(ctx.db, page),
    );
    const items = await personasInOrder(ctx, ids);
    return {
      section_type: 'persona_list',
      section_name: 'personas',
      items: items.map((persona) => ({ entity_type: 'persona', persona })),
      total_items: total,
    };
  },
  hooks: async (ctx, page) => {
    const { items, total } = await recentHooks(ctx, page);
    return { section_type: 'hooks', section_name: 'hooks', items, total_items: total };
  },
  // Places of the app a signed-in creator goes often; a visitor has the front page's own.
  shortcuts: (ctx, page) => {
    const all = ctx.viewerId ? SIGNED_IN_SHORTCUTS : [];
    const items = all
      .slice(page.offset, page.offset + page.limit)
      .map((shortcut) => ({ entity_type: 'shortcut' as const, shortcut }));
    return Promise.resolve({
      section_type: 'shortcut',
      section_name: 'shortcuts',
      items,
      total_items: all.length,
    });
  },
};

/** Whether a name is one of our sections. */
export const isSectionName = (name: string): name is DiscoverSectionName => name in SECTIONS;

/**
 * `POST /api/discover/` (spec 001 §7): every section with something to show, in order, paged by
 * `start_index`/`page_size`; or the one section `section_name` names, its items paged by
 * `page` and `section_size` (an unknown name has no sections).
 */
export async function discover(
  ctx: SectionContext,
  request: Required<
    Pick<DiscoverRequest, 'start_index' | 'page_size' | 'page' | 'section_size'>
  > & {
    section_name?: string | null;
  },
): Promise<DiscoverResponse> {
  const size = request.section_size;
  const name = request.section_name;
  let builds: Build[] = Object.values(SECTIONS);
  if (name) {
    if (!isSectionName(name)) return { sections: [], total_sections: 0 };
    builds = [SECTIONS[name]];
  }
  const page = name
    ? { offset: (request.page - 1) * size, limit: size }
    : { offset: 0, limit: size };
  const batch = batchedClips(ctx, builds.length);
  const batched = { ...ctx, clips: batch.clips };
  const all = await Promise.all(builds.map((build) => build(batched, page).finally(batch.done)));
  if (name) return { sections: all, total_sections: 1 };
  const shown = all.filter((section) => section.items.length > 0);
  return {
    sections: shown.slice(request.start_index, request.start_index + request.page_size),
    total_sections: shown.length,
  };
}
