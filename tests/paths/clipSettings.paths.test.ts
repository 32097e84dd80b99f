import { describe, expect, it } from 'vitest';
import { clipSettingsMachine } from '../../machines/clipMenu/clipSettings.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
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

const machine = clipSettingsMachine.provide({ actors: fakePromiseActors(['save']) });

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
});
