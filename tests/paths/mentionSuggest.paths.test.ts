import { describe, expect, it } from 'vitest';
import {
  mentionSuggestMachine,
  type MentionSuggestEvent,
} from '../../machines/mention/mentionSuggest.machine';
import { selectMentionUsers } from '../../machines/mention/mentionSuggest.selectors';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = mentionSuggestMachine.provide({ actors: fakePromiseActors(['findUsers']) });
const alice = {
  user_id: 'u-a',
  handle: 'alice',
  display_name: 'Alice',
  avatar_image_url: null,
  is_following: false,
};
const albert = { ...alice, user_id: 'u-b', handle: 'albert', display_name: 'Albert' };

const samples: SampleOptions<MentionSuggestEvent> = {
  events: {
    'mention.query': [
      { type: 'mention.query', text: 'al' },
      { type: 'mention.query', text: null },
    ],
    'mention.move': [
      { type: 'mention.move', step: 1 },
      { type: 'mention.move', step: -1 },
    ],
  },
  outcomes: {
    findUsers: {
      two: { output: [alice, albert] },
      none: { output: [] },
      offline: { error: codedError('network') },
    },
  },
  serialize: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as { users: unknown[] }).users.length]),
};

describe('mentionSuggest paths', () => {
  describePaths(machine, samples);

  it('lists the users found once typing pauses, and moves round them', async () => {
    const snapshot = await replayPath(
      machine,
      pathOf(machine, samples, [
        'mention.query #1',
        'after mentionDebounce',
        'done: findUsers (two)',
        'mention.move #2',
      ]),
      samples,
    );
    expect(snapshot.value).toBe('showing');
    expect(selectMentionUsers(snapshot).map((user) => user.handle)).toEqual(['alice', 'albert']);
    expect(snapshot.context.highlighted).toBe(1);
  });

  it('shows nothing when nobody matches or the read fails', async () => {
    for (const outcome of ['none', 'offline']) {
      const snapshot = await replayPath(
        machine,
        pathOf(machine, samples, [
          'mention.query #1',
          'after mentionDebounce',
          `${outcome === 'none' ? 'done' : 'error'}: findUsers (${outcome})`,
        ]),
        samples,
      );
      expect(snapshot.value).toBe('closed');
      expect(selectMentionUsers(snapshot)).toEqual([]);
    }
  });
});
