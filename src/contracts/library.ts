/**
 * The library's filters (spec 001 §9 "Library filters"): tri-state ones are Any (null), True or
 * False; the two hide_* switches are on or off. The defaults: hide_disliked on, the rest off,
 * page 1, no query.
 */
export const TRI_STATE_FILTERS = [
  'liked',
  'public',
  'fullSong',
  'cover',
  'extend',
  'infill',
  'genStem',
  'upsample',
  'persona',
  'uploadedAudio',
] as const;
export type TriStateFilter = (typeof TRI_STATE_FILTERS)[number];
export type TriState = boolean | null;

export interface LibraryFilters {
  tri: Record<TriStateFilter, TriState>;
  hideDisliked: boolean;
  hideGenStems: boolean;
  query: string;
}

/** Which list the library shows: every song, the liked ones, or the trash. */
export const LIBRARY_VIEWS = ['all', 'liked', 'trash'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

export const DEFAULT_LIBRARY_FILTERS: LibraryFilters = {
  tri: {
    liked: null,
    public: null,
    fullSong: null,
    cover: null,
    extend: null,
    infill: null,
    genStem: null,
    upsample: null,
    persona: null,
    uploadedAudio: null,
  },
  hideDisliked: true,
  hideGenStems: false,
  query: '',
};

/** The query parameter of `GET /api/feed/v2` each tri-state filter is sent as. */
const PARAMS: Record<TriStateFilter, string> = {
  liked: 'is_liked',
  public: 'is_public',
  fullSong: 'is_full_song',
  cover: 'is_cover',
  extend: 'is_extend',
  infill: 'is_infill',
  genStem: 'is_gen_stem',
  upsample: 'is_upsample',
  persona: 'is_persona',
  uploadedAudio: 'is_uploaded_audio',
};

/**
 * The query of one library page: the filters that are set, the view (liked songs force
 * is_liked; the trash takes only is_liked, is_public and the query) and the page.
 */
export function libraryQuery(
  view: LibraryView,
  filters: LibraryFilters,
  page: number,
): Record<string, string> {
  const params: Record<string, string> = { page: String(page) };
  const trash = view === 'trash';
  for (const filter of TRI_STATE_FILTERS) {
    const value = filters.tri[filter];
    if (value === null) continue;
    if (trash && filter !== 'liked' && filter !== 'public') continue;
    params[PARAMS[filter]] = String(value);
  }
  if (view === 'liked') params.is_liked = 'true';
  if (!trash && filters.hideDisliked) params.hide_disliked = 'true';
  if (!trash && filters.hideGenStems) params.hide_gen_stems = 'true';
  const query = filters.query.trim();
  if (query) params.query = query;
  return params;
}
