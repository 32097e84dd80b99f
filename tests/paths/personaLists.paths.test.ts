import type { Persona } from '../../src/contracts/persona';
import { describe, expect, it } from 'vitest';
import {
  personaListsMachine,
  type PersonaListsEvent,
} from '../../machines/persona/personaLists.machine';
import {
  selectHasMorePersonas,
  selectPersonaListStatus,
} from '../../machines/persona/personaLists.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { aPersona, aPersonaPage } from './helpers/persona-fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

const machine = personaListsMachine.provide({ actors: fakePromiseActors(['fetchPersonas']) });

const samples: SampleOptions<PersonaListsEvent> = {
  events: {
    'personas.show': [
      { type: 'personas.show', kind: 'loved' },
      { type: 'personas.show', kind: 'trashed' },
    ],
  },
  outcomes: {
    fetchPersonas: {
      page: { output: aPersonaPage([aPersona({ id: 'p1' })], 21) },
      offline: { error: codedError('network') },
      broken: { error: codedError('unknown') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('personaLists paths', () => {
  describePaths(machine, samples);

  it('waits for a view, then reads the list it shows', async () => {
    const idle = await replay();
    expect(selectPersonaListStatus(idle)).toBe('idle');
    const ready = await replay('personas.show #1', 'done: fetchPersonas (page)');
    expect(selectPersonaListStatus(ready)).toBe('ready');
    expect(ready.context.kind).toBe('loved');
    expect(selectHasMorePersonas(ready)).toBe(true);
  });

  it("says which list failed in the spec's words", async () => {
    const trashed = await replay('personas.show #2', 'error: fetchPersonas (broken)');
    expect(trashed.context.error).toBe('trashedPersonasFetchFailed');
    const loved = await replay('personas.show #1', 'error: fetchPersonas (broken)');
    expect(loved.context.error).toBe('personasFetchFailed');
    const offline = await replay('personas.show #1', 'error: fetchPersonas (offline)');
    expect(offline.context.error).toBe('network');
    expect(selectPersonaListStatus(offline)).toBe('failed');
  });

  it('drops the answer for a list no longer shown, and appends further pages', async () => {
    const { subject } = runInSystem(
      personaListsMachine.provide({
        actors: fakePromiseActors(['fetchPersonas']),
      }),
      { systemId: 'personaLists' },
    );
    subject.send({ type: 'personas.show', kind: 'loved' });
    const stale = subject.getSnapshot().children.fetchPersonas!;
    subject.send({ type: 'personas.show', kind: 'followed' });
    const current = subject.getSnapshot().children.fetchPersonas!;
    expect(current).not.toBe(stale);
    settle(current, { output: aPersonaPage([aPersona({ id: 'f1' })], 2) });
    await flush();
    expect(subject.getSnapshot().context).toMatchObject({ kind: 'followed', total: 2 });
    subject.send({ type: 'personas.more' });
    settle(subject.getSnapshot().children.fetchPersonas!, {
      output: aPersonaPage([aPersona({ id: 'f2' })], 2, 2),
    });
    await flush();
    expect(subject.getSnapshot().context.personas.map((p: Persona) => p.id)).toEqual(['f1', 'f2']);
    subject.send({ type: 'personas.more' });
    expect(subject.getSnapshot().value).toEqual({ ready: 'idle' });
  });
});
