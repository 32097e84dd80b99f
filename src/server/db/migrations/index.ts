import type { Migration, MigrationProvider } from 'kysely';
import * as auth from './0001_auth';
import * as generation from './0002_generation';
import * as accessTokens from './0003_access_tokens';
import * as personas from './0004_personas';
import * as clipWorkerLease from './20261125T0830_clip_worker_lease';
import * as clipFeedIndex from './20261125T0900_clip_feed_index';
import * as clipSettings from './20261125T12a0_clip_settings';
import * as playlists from './20261125T12c0_playlists';
import * as radioSlots from './20261125T15b0_radio_slots';
import * as playbarState from './20261125T15c0_playbar_state';
import * as commentsNotifications from './20261125T15d0_comments_notifications';
import * as followsPins from './20261127T10a0_follows_pins';
import * as shareLinks from './20261127T11a0_share_links';
import * as notificationGroups from './20261127T11b0_notification_groups';
import * as workspaces from './20261127T13a0_workspaces';
import * as clipVideos from './20261127T15a0_clip_videos';
import * as search from './20261127T16a0_search';
import * as discover from './20261127T16b0_discover';
import * as downloads from './20261127T16c0_downloads';
import * as contests from './20261128T01a0_contests';
import * as trendingScores from './20261128T02a0_trending_scores';
import * as listingIndexes from './20261128T02b0_listing_indexes';
import * as uploads from './20261128T03a0_uploads';
import * as audioFingerprints from './20261128T03b0_audio_fingerprints';
import * as hooks from './20261128T05a0_hooks';
import * as trendingTable from './20261128T06a0_trending_table';
import * as clipHashtags from './20261128T06b0_clip_hashtags';
import * as ownerListedIdx from './20261128T06c0_owner_listed_idx';
import * as clipVideoCover from './20261130T04a0_clip_video_cover';
import * as clipOwnerWords from './20261201T01a0_clip_owner_words';
import * as songFingerprintPhases from './20261202T01a0_song_fingerprint_phases';

/** Every migration, in order. Listed statically so tsx and bundlers need no directory scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_auth': auth,
  '0002_generation': generation,
  '0003_access_tokens': accessTokens,
  '0004_personas': personas,
  '20261125T0830_clip_worker_lease': clipWorkerLease,
  '20261125T0900_clip_feed_index': clipFeedIndex,
  '20261125T12a0_clip_settings': clipSettings,
  '20261125T12c0_playlists': playlists,
  '20261125T15b0_radio_slots': radioSlots,
  '20261125T15c0_playbar_state': playbarState,
  '20261125T15d0_comments_notifications': commentsNotifications,
  '20261127T10a0_follows_pins': followsPins,
  '20261127T11a0_share_links': shareLinks,
  '20261127T11b0_notification_groups': notificationGroups,
  '20261127T13a0_workspaces': workspaces,
  '20261127T15a0_clip_videos': clipVideos,
  '20261127T16a0_search': search,
  '20261127T16b0_discover': discover,
  '20261127T16c0_downloads': downloads,
  '20261128T01a0_contests': contests,
  '20261128T02a0_trending_scores': trendingScores,
  '20261128T02b0_listing_indexes': listingIndexes,
  '20261128T03a0_uploads': uploads,
  '20261128T03b0_audio_fingerprints': audioFingerprints,
  '20261128T05a0_hooks': hooks,
  '20261128T06a0_trending_table': trendingTable,
  '20261128T06b0_clip_hashtags': clipHashtags,
  '20261128T06c0_owner_listed_idx': ownerListedIdx,
  '20261130T04a0_clip_video_cover': clipVideoCover,
  '20261201T01a0_clip_owner_words': clipOwnerWords,
  '20261202T01a0_song_fingerprint_phases': songFingerprintPhases,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
