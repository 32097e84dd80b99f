import type { AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  createPersonaMachine,
  type CreatePersonaEvent,
} from '../../machines/persona/createPersona.machine';
import { selectCreatePersonaStep } from '../../machines/persona/createPersona.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { aPersona } from './helpers/persona-fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

const machine = createPersonaMachine.provide({ actors: fakePromiseActors(['createPersona']) });
const clip = { id: 'clip-a', title: 'Lantern' };

const samples: SampleOptions<CreatePersonaEvent> = {
  events: {
    'createPersona.open': [
      { type: 'createPersona.open', clip },
      { type: 'createPersona.open', clip: { id: ' ', title: 'No id' } },
    ],
    'createPersona.update': [
      { type: 'createPersona.update', patch: { name: 'Harbor Voice', isPublic: true } },
    ],
  },
  outcomes: {
    createPersona: {
      made: { output: aPersona() },
      instrumental: {
        error: Object.assign(codedError('rootClipInstrumental'), { detail: 'No vocals.' }),
      },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPersona paths', () => {
  describePaths(machine, samples);

  it("refuses a missing root clip before any call: 'Root clip ID is required.'", async () => {
    const refused = await replay('createPersona.open #2', 'createPersona.submit');
    expect(selectCreatePersonaStep(refused)).toBe('editing');
    expect(refused.context.error).toBe('rootClipRequired');
  });

  it('creates the persona, says so, refreshes the lists and offers it', async () => {
    const { subject, received } = runInSystem(machine, {
      systemId: 'createPersona',
      recorders: ['toasts', 'personaLists', 'personaPicker'],
    });
    subject.send({ type: 'createPersona.open', clip });
    subject.send({ type: 'createPersona.update', patch: { name: '  Harbor  ', isPublic: true } });
    subject.send({ type: 'createPersona.submit' });
    settle(subject.getSnapshot().children.createPersona!, {
      error: Object.assign(codedError('rootClipInstrumental'), { detail: 'No vocals.' }),
    });
    await flush();
    expect(selectCreatePersonaStep(subject.getSnapshot())).toBe('editing');
    expect(subject.getSnapshot().context.error).toBe('rootClipInstrumental');
    subject.send({ type: 'createPersona.submit' });
    const call = subject.getSnapshot().children.createPersona!;
    settle(call, { output: aPersona({ id: 'persona-9' }) });
    await flush();
    expect(selectCreatePersonaStep(subject.getSnapshot())).toBe('created');
    expect(subject.getSnapshot().context.created?.id).toBe('persona-9');
    expect(
      received('toasts').map(({ code, params }: AnyEventObject) => ({ code, params })),
    ).toEqual([
      { code: 'unknown', params: { detail: 'No vocals.' } },
      { code: 'personaCreated', params: undefined },
    ]);
    expect(received('personaLists', 'personas.refresh')).toHaveLength(1);
    expect(received('personaPicker', 'personas.refresh')).toHaveLength(1);
    subject.send({ type: 'createPersona.close' });
    expect(selectCreatePersonaStep(subject.getSnapshot())).toBe('closed');
  });

  it('sends the trimmed fields, leaving an empty name to the server default', async () => {
    const sending = await replay('createPersona.open #1', 'createPersona.submit');
    expect(selectCreatePersonaStep(sending)).toBe('submitting');
    const opened = await replay('createPersona.open #1', 'createPersona.update');
    expect(opened.context.fields).toEqual({
      name: 'Harbor Voice',
      description: '',
      isPublic: true,
    });
  });
});
