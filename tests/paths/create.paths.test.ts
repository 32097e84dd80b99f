import { describe, expect, it } from 'vitest';
import { defaultFields } from '../../machines/create/create.fields';
import { createMachine, type CreateEvent } from '../../machines/create/create.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = createMachine.provide({
  actors: fakePromiseActors(['loadCreateState', 'saveCreateState', 'generate']),
});

const refused = (code: string, detail = code) => ({
  error: Object.assign(codedError(code), { detail, retryAfterS: null }),
});

const samples: SampleOptions<CreateEvent> = {
  input: { tier: 'basic' },
  events: {
    'create.update': [{ type: 'create.update', patch: { description: 'rain on neon' } }],
    'create.submit': [{ type: 'create.submit' }],
    'create.fillLyrics': [{ type: 'create.fillLyrics', lyrics: '[Verse]\nla la', title: 'Rain' }],
    'create.setTier': [{ type: 'create.setTier', tier: 'basic' }],
    'create.apply': [
      {
        type: 'create.apply',
        prompt: {
          gpt_description_prompt: null,
          lyrics: '[Verse]\nharbor lights',
          tags: 'folk',
          negative_tags: null,
          title: 'Harbor',
          sliders: null,
        },
      },
    ],
  },
  outcomes: {
    loadCreateState: {
      stored: { output: { ...defaultFields, description: 'stored song' } },
      unreadable: { error: new Error('storage blocked') },
    },
    saveCreateState: { saved: { output: undefined } },
    generate: {
      created: { output: { id: 'request-1', clips: [aClip(), aClip({ id: 'clip-b' })] } },
      copyright: refused('copyright', 'Your prompt names an artist.'),
      busy: refused('tooManyRunningJobs'),
      broke: refused('insufficientCredits'),
      pastDue: refused('subscriptionPastDue', 'Subscription past due'),
      support: refused('accountNeedsSupport'),
      elevated: refused('elevatedUsage'),
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('create paths', () => {
  describePaths(machine, samples);

  it('refuses an empty description without calling the server', async () => {
    const snapshot = await replay('error: loadCreateState (unreadable)', 'create.submit');
    expect(snapshot.value).toEqual({ form: 'editing', storage: 'idle' });
    expect(snapshot.context.fieldErrors).toEqual({ description: 'emptyPrompt' });
  });

  it('keeps the form after a generation starts', async () => {
    const snapshot = await replay(
      'done: loadCreateState (stored)',
      'create.submit',
      'done: generate (created)',
    );
    expect(snapshot.value).toEqual({ form: 'editing', storage: 'idle' });
    expect(snapshot.context.fields.description).toBe('stored song');
  });

  it('saves the form shortly after a change', async () => {
    const snapshot = await replay(
      'done: loadCreateState (stored)',
      'create.update',
      'after createSaveDebounce',
      'done: saveCreateState (saved)',
    );
    expect(snapshot.value).toEqual({ form: 'editing', storage: 'idle' });
  });

  it('applies a saved prompt in custom mode and keeps it on this device', async () => {
    const snapshot = await replay(
      'done: loadCreateState (stored)',
      'create.apply',
      'after createSaveDebounce',
      'done: saveCreateState (saved)',
    );
    expect(snapshot.value).toEqual({ form: 'editing', storage: 'idle' });
    expect(snapshot.context.fields).toMatchObject({
      mode: 'custom',
      description: '',
      lyrics: '[Verse]\nharbor lights',
      styles: 'folk',
      title: 'Harbor',
    });
  });
});
