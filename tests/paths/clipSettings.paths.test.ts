import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { selectVideoCoverRef } from '../../machines/clipMenu/clipMenu.selectors';
import { clipSettingsMachine } from '../../machines/clipMenu/clipSettings.machine';
import { videoUploadMachine, type VideoUploadFor } from '../../machines/video/videoUpload.machine';
import type { VideoUploadStatus } from '../../src/contracts/hook';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const clip = aClip({
  id: 'clip-1',
  status: 'complete',
  title: 'Neon rain',
  metadata: { prompt: '[Verse]\nRain' },
});
const renamed = aClip({ ...clip, title: 'Harbour lights', metadata: clip.metadata });

const finished: VideoUploadFor[] = [];
const upload = videoUploadMachine.provide({
  actors: {
    ...fakePromiseActors(['requestVideoUpload', 'getVideoUpload']),
    // The file goes out through the adapter; here its end is sent by the test.
    sendVideoFile: fromCallback(() => () => {}),
    finishVideoUpload: fromPromise(async ({ input }: { input: VideoUploadFor }) => {
      finished.push(input);
      return cover('processing');
    }),
  },
});
const machine = clipSettingsMachine.provide({
  actors: { ...fakePromiseActors(['save']), videoUpload: upload },
});
const file = Object.assign(new Blob(['not read here']), { name: 'loop.mp4' });
const cover = (status: VideoUploadStatus['status']): VideoUploadStatus => ({
  id: 'up-c',
  status,
  error_message: null,
  s3_id: null,
  image_url: null,
  duration_s: 4,
  width: 64,
  height: 64,
  has_audio: false,
});
const uploadContext = {
  uploadType: 'video_cover' as const,
  clipId: 'clip-1',
  file: null,
  uploadId: 'up-c',
  target: null,
  progress: 0,
  video: null,
  error: null,
  detail: null,
};
/** The upload child's snapshots, as the settings follow them. */
const uploadAt = (value: 'complete') => ({
  type: 'xstate.snapshot.videoCover' as const,
  snapshot: upload.resolveState({
    value,
    context: { ...uploadContext, video: cover(value) },
  }),
});
const withCover = aClip({ ...clip, video_cover_url: '/media/clips/clip-1/video-cover.mp4' });

const samples: SampleOptions = {
  input: { clip },
  events: {
    'settings.setClip': [{ type: 'settings.setClip', clip: renamed }],
    'settings.open': [
      { type: 'settings.open', dialog: 'publish' },
      { type: 'settings.open', dialog: 'editor' },
      { type: 'settings.open', dialog: 'remix' },
      { type: 'settings.open', dialog: 'report' },
      { type: 'settings.open', dialog: 'feedback' },
    ],
    'settings.update': [
      {
        type: 'settings.update',
        change: { dialog: 'editor', patch: { title: 'Harbour lights', caption: 'for @ada_1' } },
      },
      { type: 'settings.update', change: { dialog: 'editor', patch: { title: 'x'.repeat(101) } } },
      { type: 'settings.update', change: { dialog: 'remix', patch: { canRemix: false } } },
      {
        type: 'settings.update',
        change: { dialog: 'report', patch: { reason: 'spam', details: 'ads' } },
      },
      {
        type: 'settings.update',
        change: { dialog: 'feedback', reasons: ['bad_audio', 'bad_vocals'] },
      },
    ],
    'settings.continue': [{ type: 'settings.continue' }],
    'settings.submit': [{ type: 'settings.submit' }],
    'settings.cancel': [{ type: 'settings.cancel' }],
    'settings.notInterested': [{ type: 'settings.notInterested' }],
    'settings.chooseVideoCover': [{ type: 'settings.chooseVideoCover', file }],
    'settings.removeVideoCover': [{ type: 'settings.removeVideoCover' }],
    // Busy uploads are followed in the tests below; the traversal takes a processed one.
    'xstate.snapshot.videoCover': [uploadAt('complete')],
  },
  outcomes: {
    save: {
      saved: { output: renamed },
      refused: { error: codedError('textModeration') },
      broke: { error: codedError('somethingElse') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('clipSettings paths', () => {
  describePaths(machine, samples);

  it('publishes a private clip', async () => {
    const saving = await replay('settings.open #1', 'settings.submit');
    expect(saving.context.pending).toEqual({
      kind: 'visibility',
      clipId: 'clip-1',
      isPublic: true,
    });
  });

  it('sends only the changed details, with the mentions of the caption', async () => {
    const saving = await replay('settings.open #2', 'settings.update #1', 'settings.submit');
    expect(saving.context.pending).toEqual({
      kind: 'metadata',
      clipId: 'clip-1',
      body: { title: 'Harbour lights', caption: 'for @ada_1', caption_mentions: ['ada_1'] },
    });
    const saved = await replay(
      'settings.open #2',
      'settings.update #1',
      'settings.submit',
      'done: save (saved)',
    );
    expect(saved.value).toBe('closed');
    expect(saved.context.clip.title).toBe('Harbour lights');
  });

  it('refuses a title over 100 characters before calling, and shows the server’s refusal', async () => {
    const long = await replay('settings.open #2', 'settings.update #2', 'settings.submit');
    expect(long.value).toBe('editor');
    expect(long.context.error).toBe('titleTooLong');
    const refused = await replay(
      'settings.open #2',
      'settings.update #1',
      'settings.submit',
      'error: save (refused)',
    );
    expect(refused.value).toBe('editor');
    expect(refused.context.error).toBe('textModeration');
    const unknown = await replay(
      'settings.open #2',
      'settings.update #1',
      'settings.submit',
      'error: save (broke)',
    );
    expect(unknown.context.error).toBe('settingsFailed');
  });

  it('reports after the copyright warning', async () => {
    const warned = await replay('settings.open #4');
    expect(warned.value).toBe('copyright');
    const saving = await replay(
      'settings.open #4',
      'settings.continue',
      'settings.update #4',
      'settings.submit',
    );
    expect(saving.context.pending).toEqual({
      kind: 'flag',
      clipId: 'clip-1',
      reason: 'spam',
      details: 'ads',
    });
  });

  it('sends feedback reasons comma-joined by the actor, and the remix permission', async () => {
    const feedback = await replay('settings.open #5', 'settings.update #5', 'settings.submit');
    expect(feedback.context.pending).toEqual({
      kind: 'feedback',
      clipId: 'clip-1',
      reasons: ['bad_audio', 'bad_vocals'],
    });
    const remix = await replay('settings.open #3', 'settings.update #3', 'settings.submit');
    expect(remix.context.pending).toEqual({
      kind: 'remix',
      clipId: 'clip-1',
      canRemix: false,
      showRemix: true,
    });
  });

  it('uploads a video cover for this clip and saves it with the editor, not before', async () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(machine, { input: { clip } }).start();
      actor.send({ type: 'settings.open', dialog: 'editor' });
      actor.send({ type: 'settings.chooseVideoCover', file });
      const child = selectVideoCoverRef(actor.getSnapshot())!;
      const running = () => Object.values(child.getSnapshot().children)[0]!;
      settle(running(), { output: { id: 'up-c', url: '/api/upload-storage/', fields: {} } });
      await vi.advanceTimersByTimeAsync(0);
      child.send({ type: 'videoUpload.sent' });
      await vi.advanceTimersByTimeAsync(0);
      expect(finished.at(-1)).toMatchObject({ uploadType: 'video_cover', clipId: 'clip-1' });
      // Still processing: saving waits for it.
      actor.send({ type: 'settings.submit' });
      expect(actor.getSnapshot().value).toBe('editor');
      expect(actor.getSnapshot().context.pending).toBeNull();
      await vi.advanceTimersByTimeAsync(2_000);
      settle(running(), { output: cover('complete') });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'settings.submit' });
      expect(actor.getSnapshot().context.pending).toEqual({
        kind: 'metadata',
        clipId: 'clip-1',
        body: { video_cover_upload_id: 'up-c' },
      });
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes the current video cover on save, and forgets an unsaved upload', async () => {
    const removing = createActor(machine, { input: { clip: withCover } }).start();
    removing.send({ type: 'settings.open', dialog: 'editor' });
    removing.send({ type: 'settings.removeVideoCover' });
    removing.send({ type: 'settings.submit' });
    expect(removing.getSnapshot().context.pending).toEqual({
      kind: 'metadata',
      clipId: 'clip-1',
      body: { remove_video_cover: true },
    });
    removing.stop();
    // Chosen, then the dialog left: the next editor starts with no upload.
    const chosen = await replay('settings.open #2', 'settings.chooseVideoCover');
    expect(selectVideoCoverRef(chosen)?.getSnapshot().matches('uploading')).toBe(true);
    const actor = createActor(machine, { input: { clip } }).start();
    actor.send({ type: 'settings.open', dialog: 'editor' });
    actor.send({ type: 'settings.chooseVideoCover', file });
    actor.send({ type: 'settings.cancel' });
    actor.send({ type: 'settings.open', dialog: 'editor' });
    expect(selectVideoCoverRef(actor.getSnapshot())?.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.videoCoverBusy).toBe(false);
    actor.stop();
  });
});
