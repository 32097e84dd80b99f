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
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
