import { serveJobs } from '../engine/threads/serve';
import type { EngineJob } from './engine-threads';

/**
 * Worker thread for the engine's work: renders, tasks, clip files, videos and
 * audio uploads' pieces, one job at a time. Each
 * kind's code loads on its first job; the engine's own threads (synths, encoders) stay warm
 * from one job to the next, whatever its kind.
 */
const jobs = {
  render: async () => (await import('./render.job')).renderJob,
  task: async () => (await import('./task.job')).taskJob,
  clipFile: async () => (await import('./clip-file.job')).clipFileJob,
  video: async () => (await import('./video.job')).videoJob,
  uploadAudio: async () => (await import('./upload-audio.job')).uploadAudioJob,
};

serveJobs<EngineJob>(async (job) => {
  const run = (await jobs[job.kind]()) as (input: EngineJob['input']) => Promise<void>;
  await run(job.input);
});
