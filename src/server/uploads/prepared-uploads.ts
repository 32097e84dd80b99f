import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PREPARED_UPLOAD_KEEP_MS } from '../../contracts/constants';
import { hashString } from '../../engine/random';
import { uploadAudioInThread, type SharedStereo } from '../../worker/upload-audio-in-thread';
import type { MediaStore } from '../storage/media-store';

/** An accepted upload's clip, made ready while the user finalizes it. */
export interface PreparedClip {
  clipId: string;
  /** Where its files are written, moved into the clip's directory by initialize-clip. */
  dir: string;
  /** Settles when the files are written. */
  files: Promise<void>;
}

/**
 * Clips of processed uploads prepared in this process (decoded audio is not kept): the WAV
 * master, MP3 and cover are written in an engine thread as soon as the upload decodes, so
 * initialize-clip only moves them in. A process that restarted meanwhile has none, and
 * initialize-clip makes them from the stored file.
 */
export class PreparedUploads {
  readonly #clips = new Map<string, PreparedClip>();

  constructor(private readonly media: MediaStore) {}

  /** The staging directory of an upload's clip. */
  stagingDir(uploadId: string): string {
    return join(this.media.clipsRoot, '..', 'upload-staging', uploadId);
  }

  /** Starts writing the clip's files for the upload (decoded, and the file itself). */
  prepare(uploadId: string, shared: SharedStereo, bytes: Uint8Array, title: string): PreparedClip {
    const clipId = randomUUID();
    const dir = this.stagingDir(uploadId);
    const cover = { title, seed: hashString(clipId) };
    const source = { shared, bytes };
    const files = uploadAudioInThread({ op: 'master', dir, source, cover }).then(() => undefined);
    // Awaited by whoever takes it; a refused upload's files are dropped by `discard`.
    files.catch(() => undefined);
    const prepared: PreparedClip = { clipId, dir, files };
    this.#clips.set(uploadId, prepared);
    setTimeout(() => {
      if (this.#clips.get(uploadId) === prepared) void this.discard(uploadId);
    }, PREPARED_UPLOAD_KEEP_MS).unref();
    return prepared;
  }

  /** Hands the prepared clip over to initialize-clip (once). */
  take(uploadId: string): PreparedClip | undefined {
    const prepared = this.#clips.get(uploadId);
    this.#clips.delete(uploadId);
    return prepared;
  }

  /** Drops a refused upload's prepared files. */
  async discard(uploadId: string): Promise<void> {
    const prepared = this.take(uploadId);
    if (!prepared) return;
    await prepared.files.catch(() => undefined);
    await rm(prepared.dir, { recursive: true, force: true });
  }
}
