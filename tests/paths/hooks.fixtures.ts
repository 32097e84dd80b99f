import type { Hook } from '../../src/contracts/hook';

/** A hook as the API answers it, for the hook machines' path suites. */
export const aHook = (status: Hook['status'], id = 'hook-a'): Hook => ({
  id,
  status,
  title: 'Night walk',
  caption: '',
  allow_comments: true,
  show_lyrics: true,
  clip_id: 'clip-a',
  clip_title: 'City',
  handle: 'maker',
  display_name: 'maker',
  avatar_image_url: null,
  video_url: null,
  duration_s: 10,
  like_count: 0,
  comment_count: 0,
  is_liked: false,
  created_at: '2026-11-28T05:00:00.000Z',
});
