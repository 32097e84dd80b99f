/**
 * `GET /api/profiles/{handle}`: a creator's public profile, what the profile page (spec 000 §2
 * `/@{handle}`) shows before their songs. Unknown handles answer 404 `notFound`.
 */
export interface Profile {
  user_id: string;
  handle: string;
  display_name: string;
  avatar_image_url: string | null;
  /** When they joined (ISO 8601). */
  created_at: string;
  /** Their public songs, out of the trash. */
  num_total_clips: number;
}
