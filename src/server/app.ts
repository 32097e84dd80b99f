import { Hono } from 'hono';
import { createAuth, type Auth } from './auth/auth';
import type { ServerConfig } from './config';
import { openDatabase, type DB } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ACCESS_RULES } from './http/access-rules';
import { bodyLimits } from './http/body-limit';
import { clientIpResolver } from './http/client-ip';
import { handleError, handleNotFound } from './http/errors';
import { createRateLimits, type RateLimitOptions } from './http/rate-limits';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { compressJson } from './http/compress';
import { accessTokenAuth, findUserId, forgetSignInsOnChange } from './http/session';
import { refuseNulInUrl } from './http/validation';
import { webApp } from './http/web-app';
import { ClipFileJobs } from './downloads/clip-file-jobs';
import { createLogger, type Logger } from './logger';
import type { GenerationDeps } from './generation/deps';
import { startGeneration } from './generation/runtime';
import { createRealtime, readRealtimeEnv, type Realtime } from './realtime';
import { adminRoutes } from './routes/admin';
import { accountTokenRoutes } from './routes/account-tokens';
import { featureFlagRoutes } from './routes/feature-flags';
import { musicPlayerRoutes } from './routes/music-player';
import { alignedLyricsRoutes } from './routes/aligned-lyrics';
import { captchaRoutes } from './routes/captcha';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { clipRoutes } from './routes/clips';
import { clipSettingsRoutes } from './routes/clip-settings';
import { clipFamilyRoutes } from './routes/clip-family';
import { commentRoutes } from './routes/comments';
import { downloadRoutes } from './routes/downloads';
import { editRoutes } from './routes/edit';
import { generateRoutes } from './routes/generate';
import { healthRoutes } from './routes/health';
import { lyricsRoutes } from './routes/lyrics';
import { mediaRoutes } from './routes/media';
import { notificationRoutes } from './routes/notifications';
import { personaRoutes } from './routes/personas';
import { playlistRoutes } from './routes/playlists';
import { trashRoutes } from './routes/trash';
import { socialRoutes } from './routes/social';
import { profileRoutes } from './routes/profiles';
import { promptRoutes } from './routes/prompts';
import { radioRoutes } from './routes/radio';
import { discoverRoutes } from './routes/discover';
import { contestRoutes } from './routes/contests';
import { samplePackRoutes } from './routes/sample-pack';
import { searchRoutes } from './routes/search';
import { shareRoutes } from './routes/share';
import { taskRoutes } from './routes/tasks';
import { videoRoutes } from './routes/video';
import { uploadStorageRoutes } from './routes/upload-storage';
import { hookRoutes } from './routes/hooks';
import { videoUploadRoutes } from './routes/video-uploads';
import { uploadRoutes } from './routes/uploads';
import { FINGERPRINT_CATCH_UP_MS } from '../contracts/constants';
import { AudioUploadJobs } from './uploads/audio-jobs';
import { keepUploadThreadsReady } from './uploads/analyse-upload';
import { FingerprintIndex } from './uploads/fingerprint-index';
import { PreparedUploads } from './uploads/prepared-uploads';
import { fingerprintClipInThread } from './uploads/upload-clip';
import { workspaceRoutes } from './routes/workspaces';
import type { UploadDeps } from './uploads/presigned-post';
import { uploadStorageFor } from './uploads/storage-from-config';
import { workspaceChannels } from './workspaces/workspace-access';

export interface ServerApp {
  app: Hono;
  /** The fetch handler, for `serve()` (whose `env` carries the socket) or for calling in-process. */
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  auth: Auth;
  db: DB;
  logger: Logger;
  realtime: Realtime;
  /** The queue, storage and publisher the generate routes share with the workers and reaper. */
  generation: GenerationDeps;
  /** The upload records and the store files are posted to (issue 16). */
  uploads: UploadDeps;
  /** Waits for the audio uploads being processed and the work after their answers. */
  uploadsSettled: () => Promise<void>;
  /** Stops workers and realtime, then closes the database; the caller stops listening first. */
  close: () => Promise<void>;
}

export interface ServerAppOptions {
  /** Defaults to a new logger at `config.logLevel`. */
  logger?: Logger;
  /** Tests run the rate limits on their own clock, and smaller. */
  rateLimits?: RateLimitOptions;
  /** Discover's shared sections serve this long (DISCOVER_SHARED_TTL_MS); tests read them fresh. */
  discoverSharedTtlMs?: number;
}

/**
 * Opens the database, migrates it to the latest schema and builds the HTTP application:
 * the JSON API under `/api` and the built web app for every other page.
 */
export async function createServerApp(
  config: ServerConfig,
  options: ServerAppOptions = {},
): Promise<ServerApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const db = await openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'database connection lost while idle'),
  );
  try {
    await migrateToLatest(db, logger);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const auth = createAuth(config, db, logger);
  const realtime = createRealtime({
    authSecret: config.authSecret,
    ...readRealtimeEnv(),
    logger,
    getUserId: (headers) => findUserId(auth, db, headers),
    // Members of a shared workspace may listen on its channel (issue 19).
    ...(config.featureFlags['collab-workspaces'] && {
      getChannels: (userId: string) => workspaceChannels(db, userId),
    }),
  });
  const generation = await startGeneration(config, db, realtime.publisher, logger);
  const { deps } = generation;
  const clipFiles = new ClipFileJobs(deps.media, logger);
  const limits = createRateLimits(options.rateLimits);
  const uploads: UploadDeps = { db, storage: uploadStorageFor(config) };
  const fingerprints = new FingerprintIndex(db, deps.media, logger, fingerprintClipInThread);
  fingerprints.every(FINGERPRINT_CATCH_UP_MS);
  const prepared = new PreparedUploads(deps.media);
  const uploadClipDeps = { ...uploads, media: deps.media, fingerprints, prepared, logger };
  const audioUploads = new AudioUploadJobs(uploadClipDeps, logger);
  const stopReadyThreads = config.readyThreads ? keepUploadThreadsReady() : () => undefined;

  // Clients written for other servers drop or add the trailing slash; both forms answer.
  const app = new Hono({ strict: false });
  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.use('/api/*', compressJson());
  // Before any route reads a body or an id: 413 beyond the route's limit, 400 for a NUL in the URL.
  app.use(bodyLimits(ACCESS_RULES));
  app.use(refuseNulInUrl());
  app.route('/api/health', healthRoutes(db));
  // Sessions and access tokens are cached for a few seconds; calls that change them clear it.
  app.use('/api/*', forgetSignInsOnChange(auth, db));
  app.route('/api/auth', authRoutes(auth, limits, clientIpResolver(config.trustedProxies, logger)));
  // After Better Auth's own routes: personal access tokens sign in every other /api call.
  app.use('/api/*', accessTokenAuth(db));
  app.route('/api/realtime', realtime.routes);
  app.route('/api/generate', generateRoutes(auth, deps));
  app.route('/api/generate', samplePackRoutes(auth, deps, clipFiles));
  app.route('/api/edit', editRoutes(auth, deps));
  app.route('/api', downloadRoutes(auth, deps, clipFiles, config.featureFlags));
  app.route('/api/generate', taskRoutes(auth, deps));
  app.route('/api', lyricsRoutes(auth, db, limits.lyricsPerUser));
  app.route('/api', clipRoutes(auth, deps));
  app.route('/api/clips', clipFamilyRoutes(auth, deps));
  app.route('/api', clipSettingsRoutes(auth, deps));
  app.route('/api', promptRoutes(auth, db, limits.promptWritesPerUser));
  app.route('/api/persona', personaRoutes(auth, deps));
  app.route('/api', playlistRoutes(auth, deps));
  app.route('/api', workspaceRoutes(auth, deps, config.featureFlags));
  app.route('/api', trashRoutes(auth, deps));
  app.route('/api', commentRoutes(auth, deps));
  app.route('/api', notificationRoutes(auth, deps));
  app.route('/api', radioRoutes(auth, deps));
  app.route('/api', searchRoutes(auth, deps, config.featureFlags));
  app.route('/api', discoverRoutes(auth, deps, options.discoverSharedTtlMs));
  app.route('/api/contests', contestRoutes(auth, deps));
  app.route('/api/profiles', profileRoutes(auth, deps));
  app.route('/api/social', socialRoutes(auth, deps));
  app.route('/api/billing', billingRoutes(auth, db));
  app.route('/api/account/tokens', accountTokenRoutes(auth, db, limits.accessTokensPerUser));
  app.route('/api/c', captchaRoutes(auth));
  app.route('/api/uploads/storage', uploadStorageRoutes(uploads.storage));
  app.route(
    '/api/uploads',
    uploadRoutes(auth, { ...uploadClipDeps, mediaUrls: deps.mediaUrls }, audioUploads),
  );
  app.route('/api', alignedLyricsRoutes(auth, deps));
  app.route('/api', musicPlayerRoutes(auth, deps));
  app.route('/api', videoRoutes(auth, deps));
  app.route('/api', hookRoutes(auth, deps));
  app.route('/api/uploads/video', videoUploadRoutes(auth, { ...deps, uploads }));
  app.route('/api/feature-flags', featureFlagRoutes(config.featureFlags));
  app.route('/api/admin', adminRoutes(auth, db));
  app.route('/api/share', shareRoutes(auth, db, config.publicUrl));
  app.route('/media', mediaRoutes(auth, deps));
  app.use(webApp(config.webRoot));
  app.notFound(handleNotFound);
  app.onError(handleError(logger));

  return {
    app,
    fetch: (request, env) => app.fetch(request, env),
    auth,
    db,
    logger,
    realtime,
    generation: deps,
    uploads,
    uploadsSettled: () => audioUploads.drain(),
    close: async () => {
      stopReadyThreads();
      await realtime.close();
      await clipFiles.stop();
      await audioUploads.drain();
      await fingerprints.stop();
      await generation.stop();
      await db.destroy();
    },
  };
}
