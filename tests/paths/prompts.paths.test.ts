import { describe, expect, it } from 'vitest';
import { defaultFields } from '../../machines/create/create.fields';
import { promptsMachine, type PromptsEvent } from '../../machines/prompts/prompts.machine';
import type { SavedPrompt } from '../../src/contracts/generation';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = promptsMachine.provide({
  actors: fakePromiseActors(['fetchPrompts', 'savePrompt', 'deletePrompt']),
});

const saved: SavedPrompt = {
  id: 'prompt-1',
  gpt_description_prompt: null,
  lyrics: '[Verse]\nharbor lights',
  tags: 'folk',
  negative_tags: null,
  title: 'Harbor',
  sliders: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const samples: SampleOptions<PromptsEvent> = {
  events: {
    'prompts.save': [
      { type: 'prompts.save', fields: { ...defaultFields, mode: 'custom', styles: 'folk' } },
      { type: 'prompts.save', fields: defaultFields },
    ],
    'prompts.delete': [{ type: 'prompts.delete', id: 'prompt-1' }],
    'prompts.apply': [{ type: 'prompts.apply', id: 'prompt-1' }],
  },
  outcomes: {
    fetchPrompts: {
      one: { output: [saved] },
      offline: { error: codedError('network') },
    },
    savePrompt: {
      saved: { output: { ...saved, id: 'prompt-2' } },
      refused: { error: codedError('validation') },
    },
    deletePrompt: {
      deleted: { output: undefined },
      gone: { error: codedError('notFound') },
    },
  },
};

describe('prompts paths', () => {
  describePaths(machine, samples);

  it('lists a saved prompt first', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchPrompts (one)',
        'prompts.save #1',
        'done: savePrompt (saved)',
      ]),
    );
    expect(snapshot.context.prompts.map((p: SavedPrompt) => p.id)).toEqual([
      'prompt-2',
      'prompt-1',
    ]);
  });

  it('keeps a prompt the server would not delete', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'done: fetchPrompts (one)',
        'prompts.delete',
        'error: deletePrompt (gone)',
      ]),
    );
    expect(snapshot.value).toEqual({ list: 'ready', change: 'idle' });
    expect(snapshot.context.prompts).toHaveLength(1);
    expect(snapshot.context.deletingId).toBeNull();
  });
});
