/** Every titled page; each has `pages.<key>.title` and `pages.<key>.empty` in every language. */
export const PAGE_KEYS = [
  'create',
  'library',
  'home',
  'search',
  'hooks',
  'hook',
  'account',
  'song',
  'profile',
  'persona',
  'personas',
  'playlist',
  'playlists',
  'songRadio',
  'tagRadio',
  'radio',
  'embed',
  'shortLink',
  'edit',
  'artist',
  'notFound',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];
