import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { clipActionsMachine } from '../../machines/song/clipActions.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError, flush } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

/** A complete 8-second extension, so "get whole song" is offered. */
const clip = aClip({
  id: 'clip-1',
  status: 'complete',
  model_name: 'chirp-v4',
  metadata: { duration: 8, continue_clip_id: 'clip-0', continue_at: 20, tags: 'synthwave' },
});
const made = aClip({ id: 'clip-2', metadata: { continue_clip_id: 'clip-1' } });

const machine = clipActionsMachine.provide({
  actors: fakePromiseActors(['runTask']),
});

const samples: SampleOptions = {
  input: { clip },
  events: {
    'actions.setClip': [{ type: 'actions.setClip', clip }],
    'actions.updateExtend': [
      { type: 'actions.updateExtend', patch: { continueAt: '4.5', lyrics: '[Outro]\nGoodbye' } },
      { type: 'actions.updateExtend', patch: { continueAt: 'soon' } },
      { type: 'actions.updateExtend', patch: { continueAt: '9' } },
    ],
    'actions.updateCover': [
      { type: 'actions.updateCover', patch: { tags: 'jazz, brushes', vocalGender: 'female' } },
      { type: 'actions.updateCover', patch: { tags: ' ' } },
    ],
    'actions.updateRemaster': [
      {
        type: 'actions.updateRemaster',
        patch: {
          sliders: { freedom: 0.3, tone: 0.5, clarity: 0.8, strength: 0.5, stereo_width: 0.5 },
        },
      },
      { type: 'actions.updateRemaster', patch: { title: ' Harbor (Live) ', tags: ' warm, wide ' } },
      { type: 'actions.updateRemaster', patch: { title: 'x'.repeat(81) } },
    ],
  },
  outcomes: {
    runTask: {
      started: { output: { id: 'request-2', clips: [made] } },
      broke: { error: codedError('insufficientCredits') },
      failed: { error: new Error('500') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('clipActions paths', () => {
  describePaths(machine, samples);

  it('extends from the duration minus 0.2 s by default, with the body the spec gives', async () => {
    const snapshot = await replay('actions.toggle', 'actions.extend', 'actions.submit');
    expect(snapshot.value).toBe('submitting');
    expect(snapshot.context.pending).toEqual({
      task: 'extend',
      body: {
        continue_clip_id: 'clip-1',
        continue_at: 7.8,
        task: 'extend',
        mv: 'chirp-v4',
        metadata: { create_mode: 'custom' },
      },
    });
  });

  it('refuses a continue point that is not a number or not within the clip', async () => {
    const notNumber = await replay(
      'actions.toggle',
      'actions.extend',
      'actions.updateExtend #2',
      'actions.submit',
    );
    expect(notNumber.value).toBe('extend');
    expect(notNumber.context.fieldErrors).toEqual({ continueAt: 'continueAtInvalid' });
    const tooLate = await replay(
      'actions.toggle',
      'actions.extend',
      'actions.updateExtend #3',
      'actions.submit',
    );
    expect(tooLate.context.fieldErrors).toEqual({ continueAt: 'continueAtOutOfRange' });
  });

  it('sends new lyrics, and keeps the dialog with the error when the call fails', async () => {
    const failed = await replay(
      'actions.toggle',
      'actions.extend',
      'actions.updateExtend #1',
      'actions.submit',
      'error: runTask (broke)',
    );
    expect(failed.value).toBe('extend');
    expect(failed.context.error).toBe('insufficientCredits');
    expect(failed.context.extend).toEqual({ continueAt: '4.5', lyrics: '[Outro]\nGoodbye' });
  });

  it('covers in the new styles and voice; a cover needs styles', async () => {
    const empty = await replay(
      'actions.toggle',
      'actions.cover',
      'actions.updateCover #2',
      'actions.submit',
    );
    expect(empty.context.fieldErrors).toEqual({ tags: 'stylesRequired' });
    const sent = await replay(
      'actions.toggle',
      'actions.cover',
      'actions.updateCover #1',
      'actions.submit',
    );
    expect(sent.context.pending).toEqual({
      task: 'cover',
      body: {
        cover_clip_id: 'clip-1',
        tags: 'jazz, brushes',
        mv: 'chirp-v4',
        metadata: { create_mode: 'custom', vocal_gender: 'female' },
      },
    });
  });

  it('sends only the remaster sliders moved from their defaults; an uncoded failure is "Remaster failed"', async () => {
    const sent = await replay(
      'actions.toggle',
      'actions.remaster',
      'actions.updateRemaster #1',
      'actions.submit',
    );
    expect(sent.context.pending).toEqual({
      task: 'remaster',
      body: { clip_id: 'clip-1', model_name: 'chirp-v4', freedom: 0.3, clarity: 0.8 },
    });
    const failed = await replay(
      'actions.toggle',
      'actions.remaster',
      'actions.submit',
      'error: runTask (failed)',
    );
    expect(failed.value).toBe('remaster');
    expect(failed.context.error).toBe('remasterFailed');
  });

  it('sends the remaster title and styles given; refuses a title over 80 characters', async () => {
    const named = await replay(
      'actions.toggle',
      'actions.remaster',
      'actions.updateRemaster #2',
      'actions.submit',
    );
    expect(named.context.pending).toEqual({
      task: 'remaster',
      body: {
        clip_id: 'clip-1',
        model_name: 'chirp-v4',
        title: 'Harbor (Live)',
        tags: 'warm, wide',
      },
    });
    const long = await replay(
      'actions.toggle',
      'actions.remaster',
      'actions.updateRemaster #3',
      'actions.submit',
    );
    expect(long.value).toBe('remaster');
    expect(long.context.fieldErrors).toEqual({ title: 'remasterTitleTooLong' });
    expect(long.context.pending).toBeNull();
  });

  it('asks for stems and the whole song at once, from the menu', async () => {
    expect((await replay('actions.toggle', 'actions.stems')).context.pending).toEqual({
      task: 'stems',
      clipId: 'clip-1',
    });
    expect((await replay('actions.toggle', 'actions.wholeSong')).context.pending).toEqual({
      task: 'wholeSong',
      clipId: 'clip-1',
    });
  });

  it('offers the whole song only for a continuation', async () => {
    const plain = aClip({ id: 'clip-9', status: 'complete', metadata: { duration: 8 } });
    const options = { ...samples, input: { clip: plain } };
    const path = pathOf(machine, options, ['actions.toggle', 'actions.wholeSong']);
    const snapshot = await replayPath(machine, path, options);
    expect(snapshot.value).toBe('menu');
    expect(snapshot.context.pending).toBeNull();
  });

  it('hands the new clips to the tracker and says so; toasts a failure without a dialog', async () => {
    const { subject, received } = runInSystem(machine, {
      systemId: 'clipActions',
      input: { clip },
    });
    subject.send({ type: 'actions.toggle' });
    subject.send({ type: 'actions.stems' });
    const settleWith = async (outcome: 'started' | 'broke') => {
      settle(subject.getSnapshot().children.runTask, samples.outcomes!.runTask![outcome]!);
      await flush();
    };
    await settleWith('started');
    expect(subject.getSnapshot().value).toBe('closed');
    expect(received('generations', 'generations.track')).toEqual([
      { type: 'generations.track', request: { id: 'request-2', clips: [made] } },
    ]);
    expect(received('toasts').map((event: AnyEventObject) => event.code)).toEqual(['taskStarted']);

    subject.send({ type: 'actions.toggle' });
    subject.send({ type: 'actions.wholeSong' });
    await settleWith('broke');
    expect(subject.getSnapshot().value).toBe('closed');
    expect(received('toasts').map((event: AnyEventObject) => event.code)).toEqual([
      'taskStarted',
      'insufficientCredits',
    ]);
  });
});
