import type { Clip } from '../../src/contracts/clip';
import type { AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { personaMachine, type PersonaEvent } from '../../machines/persona/persona.machine';
import {
  selectHasMoreClips,
  selectIsEditing,
  selectPersonaStatus,
} from '../../machines/persona/persona.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors, settle } from './helpers/fake-actors';
import { aClip, codedError } from './helpers/fixtures';
import { aPersona, aPersonaWithClips } from './helpers/persona-fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';
import { runInSystem } from './helpers/system';

const actors = ['fetchPersona', 'changePersona', 'lovePersona', 'followPersona'] as const;
const machine = personaMachine.provide({ actors: fakePromiseActors(actors) });
const firstPage = aPersonaWithClips([aClip({ id: 'a' })], 2);

const samples: SampleOptions<PersonaEvent> = {
  input: { personaId: 'persona-1' },
  events: {
    'persona.editUpdate': [{ type: 'persona.editUpdate', patch: { name: 'Harbor Voice' } }],
    'persona.setPublic': [{ type: 'persona.setPublic', isPublic: true }],
  },
  outcomes: {
    fetchPersona: {
      found: { output: firstPage },
      missing: { error: codedError('notFound') },
      offline: { error: codedError('network') },
    },
    changePersona: {
      saved: { output: aPersona({ name: 'Harbor Voice', is_public: true }) },
      refused: { error: Object.assign(codedError('copyright'), { detail: 'Artist names.' }) },
    },
    lovePersona: { loved: { output: { loved: true, upvote_count: 1 } } },
    followPersona: { followed: { output: { is_following: true, follower_count: 1 } } },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('persona paths', () => {
  describePaths(machine, samples);

  it('shows the persona with its first clips, and tells not found from a failed read', async () => {
    const ready = await replay('done: fetchPersona (found)');
    expect(selectPersonaStatus(ready)).toBe('ready');
    expect(ready.context.clips.map((clip: Clip) => clip.id)).toEqual(['a']);
    expect(selectHasMoreClips(ready)).toBe(true);
    expect(selectPersonaStatus(await replay('error: fetchPersona (missing)'))).toBe('notFound');
    const failed = await replay('error: fetchPersona (offline)');
    expect(selectPersonaStatus(failed)).toBe('failed');
    expect(failed.context.error).toBe('network');
  });

  it('opens the edit dialog on the persona as it is, and keeps it open when the save fails', async () => {
    const editing = await replay('done: fetchPersona (found)', 'persona.editOpen');
    expect(selectIsEditing(editing)).toBe(true);
    expect(editing.context.draft).toEqual({ name: 'Lantern Voice', description: 'Warm folk alto' });
    const refused = await replay(
      'done: fetchPersona (found)',
      'persona.editOpen',
      'persona.editUpdate',
      'persona.editSave',
      'error: changePersona (refused)',
    );
    expect(refused.value).toEqual({ ready: 'editing' });
    expect(refused.context.draft.name).toBe('Harbor Voice');
  });

  it("toasts the spec's texts: updated, loved with the name, the server's detail on failure", async () => {
    const { subject, received } = runInSystem(machine, {
      systemId: 'persona',
      input: { personaId: 'persona-1' },
    });
    const child = (id: string) => subject.getSnapshot().children[id];
    settle(child('fetchPersona'), { output: firstPage });
    await flush();
    subject.send({ type: 'persona.setPublic', isPublic: true });
    settle(child('changePersona'), samples.outcomes!.changePersona!.saved!);
    await flush();
    expect(subject.getSnapshot().context.persona).toMatchObject({ is_public: true });
    subject.send({ type: 'persona.toggleLove' });
    settle(child('lovePersona'), { output: { loved: true, upvote_count: 4 } });
    await flush();
    expect(subject.getSnapshot().context.persona).toMatchObject({
      is_loved: true,
      upvote_count: 4,
    });
    subject.send({ type: 'persona.toggleLove' });
    settle(child('lovePersona'), { error: codedError('network') });
    await flush();
    subject.send({ type: 'persona.editOpen' });
    subject.send({ type: 'persona.editSave' });
    settle(child('changePersona'), samples.outcomes!.changePersona!.refused!);
    await flush();
    subject.send({ type: 'persona.editSave' });
    settle(child('changePersona'), { error: codedError('unknown') });
    await flush();
    expect(
      received('toasts').map(({ code, params }: AnyEventObject) => ({ code, params })),
    ).toEqual([
      { code: 'personaUpdated', params: undefined },
      { code: 'personaLoved', params: { name: 'Harbor Voice' } },
      { code: 'personaLoveFailed', params: undefined },
      { code: 'unknown', params: { detail: 'Artist names.' } },
      { code: 'personaUpdateFailed', params: undefined },
    ]);
  });

  it('trashes and restores, appends the next page of clips, and follows', async () => {
    const { subject } = runInSystem(machine, {
      systemId: 'persona',
      input: { personaId: 'persona-1' },
    });
    const child = (id: string) => subject.getSnapshot().children[id];
    settle(child('fetchPersona'), { output: firstPage });
    await flush();
    subject.send({ type: 'persona.trash' });
    expect(subject.getSnapshot().context.pending).toEqual({ kind: 'trash' });
    settle(child('changePersona'), { output: aPersona({ is_trashed: true }) });
    await flush();
    expect(subject.getSnapshot().context.persona?.is_trashed).toBe(true);
    subject.send({ type: 'persona.restore' });
    settle(child('changePersona'), { output: aPersona({ is_trashed: false }) });
    await flush();
    expect(subject.getSnapshot().context.persona?.is_trashed).toBe(false);
    subject.send({ type: 'persona.more' });
    settle(child('fetchPersona'), { output: aPersonaWithClips([aClip({ id: 'b' })], 2, 2) });
    await flush();
    expect(subject.getSnapshot().context.clips.map((clip: Clip) => clip.id)).toEqual(['a', 'b']);
    subject.send({ type: 'persona.more' });
    expect(subject.getSnapshot().value).toEqual({ ready: 'idle' });
    subject.send({ type: 'persona.toggleFollow' });
    settle(child('followPersona'), samples.outcomes!.followPersona!.followed!);
    await flush();
    expect(subject.getSnapshot().context.persona).toMatchObject({
      is_following: true,
      follower_count: 1,
    });
  });

  it("gives others' personas no owner actions", async () => {
    const { subject } = runInSystem(machine, {
      systemId: 'persona',
      input: { personaId: 'persona-1' },
    });
    settle(subject.getSnapshot().children.fetchPersona, {
      output: aPersonaWithClips([], 0, 1, aPersona({ is_owned: false, is_public: true })),
    });
    await flush();
    for (const type of ['persona.editOpen', 'persona.trash', 'persona.restore'] as const) {
      subject.send({ type });
      expect(subject.getSnapshot().value).toEqual({ ready: 'idle' });
    }
  });
});
