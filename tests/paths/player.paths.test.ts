import { describe, expect, it } from 'vitest';
import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import { playerMachine, type PlayerMachineEvent } from '../../machines/player/player.machine';
import {
  selectCurrentClip,
  selectIndex,
  selectQueue,
  selectShuffle,
  selectStatus,
} from '../../machines/player/player.selectors';
import { describePaths } from './helpers/describe-paths';
import { aClip } from './helpers/fixtures';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = playerMachine.provide({ actors: { audioOutput: fromCallback(() => {}) } });
const complete = (id: string, more: Parameters<typeof aClip>[0] = {}) =>
  aClip({ id, status: 'complete', audio_url: `/media/clips/${id}/song.mp3`, ...more });
const [a, b, c] = [complete('a'), complete('b'), complete('c', { preview_seconds: 30 })];
const clips = [a, b, c];

const samples: SampleOptions<PlayerMachineEvent> = {
  events: {
    'player.playQueue': [
      { type: 'player.playQueue', clips, index: 0, context: { type: 'create' } },
    ],
    'player.restore': [
      {
        type: 'player.restore',
        clips,
        index: 1,
        seconds: 12,
        repeat: 'repeat',
        volume: 0.5,
        context: { type: 'library' },
      },
    ],
    'player.seek': [{ type: 'player.seek', seconds: 4 }],
    'player.setVolume': [{ type: 'player.setVolume', volume: 0 }],
    'player.enqueue': [{ type: 'player.enqueue', clips: [complete('d')] }],
    'player.removeFromQueue': [{ type: 'player.removeFromQueue', index: 0 }],
    'player.moveInQueue': [{ type: 'player.moveInQueue', from: 0, to: 1 }],
    'player.clipUpdated': [{ type: 'player.clipUpdated', clip: { ...a, title: 'Renamed' } }],
    'audio.time': [
      { type: 'audio.time', seconds: 4, duration: 100 },
      { type: 'audio.time', seconds: 30, duration: 100 },
    ],
  },
  // What decides where the player can go: not the queue's order, length or the volume.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { index, queue, repeat, currentTime } = snapshot.context;
    const where = [queue.length === 0, index > 0, index < queue.length - 1];
    const preview = queue[index]?.preview_seconds != null;
    return JSON.stringify([snapshot.value, ...where, repeat, currentTime > 3, preview]);
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);
const ids = (snapshot: AnyMachineSnapshot) => selectQueue(snapshot).map((clip) => clip.id);

describe('player paths', () => {
  describePaths(machine, samples);

  it('plays the queue through in order and stops after the last song', async () => {
    const second = await replay('player.playQueue', 'audio.playing', 'audio.ended');
    expect(selectStatus(second)).toBe('loading');
    expect(selectCurrentClip(second)?.id).toBe('b');
    const last = await replay(
      'player.playQueue',
      'audio.playing',
      'audio.ended',
      'audio.playing',
      'audio.ended',
      'audio.playing',
      'audio.ended',
    );
    expect(selectStatus(last)).toBe('ended');
    expect(selectCurrentClip(last)?.id).toBe('c');
    expect(last.context.recentlyPlayed).toEqual(['c', 'b', 'a']);
  });

  it('restarts the song at its end on repeat', async () => {
    const again = await replay(
      'player.playQueue',
      'player.toggleRepeat',
      'audio.playing',
      'audio.ended',
    );
    expect(selectStatus(again)).toBe('playing');
    expect(selectIndex(again)).toBe(0);
  });

  it('steps back to the previous song within 3 s and restarts the song after', async () => {
    const within = await replay('player.playQueue', 'player.next', 'player.previous');
    expect(selectCurrentClip(within)?.id).toBe('a');
    const after = await replay('player.playQueue', 'player.next', 'player.seek', 'player.previous');
    expect(selectCurrentClip(after)?.id).toBe('b');
    expect(after.context.currentTime).toBe(0);
  });

  it('shuffles keeping the current song first, and puts the order back', async () => {
    const shuffled = await replay('player.playQueue', 'player.next', 'player.toggleShuffle');
    expect(selectShuffle(shuffled)).toBe(true);
    expect(ids(shuffled)[0]).toBe('b');
    expect([...ids(shuffled)].sort()).toEqual(['a', 'b', 'c']);
    const back = await replay(
      'player.playQueue',
      'player.next',
      'player.toggleShuffle',
      'player.toggleShuffle',
    );
    expect(ids(back)).toEqual(['a', 'b', 'c']);
    expect(selectCurrentClip(back)?.id).toBe('b');
  });

  it('stops a preview at its preview_seconds, moving on when a song follows', async () => {
    const ended = await replay(
      'player.playQueue',
      'player.next',
      'player.next',
      'audio.playing',
      'audio.time #2',
    );
    expect(selectStatus(ended)).toBe('ended');
    const full = await replay('player.playQueue', 'audio.playing', 'audio.time #2');
    expect(selectStatus(full)).toBe('playing');
  });

  it('pauses on an audio error', async () => {
    const failed = await replay('player.playQueue', 'audio.error');
    expect(selectStatus(failed)).toBe('paused');
  });

  it('unmutes a silent player at 0.6', async () => {
    const unmuted = await replay('player.setVolume', 'player.toggleMute');
    expect(unmuted.context).toMatchObject({ volume: 0.6, muted: false });
  });

  it('edits the queue: enqueue, move, remove, clear', async () => {
    const moved = await replay('player.playQueue', 'player.enqueue', 'player.moveInQueue');
    expect(ids(moved)).toEqual(['b', 'a', 'c', 'd']);
    expect(selectCurrentClip(moved)?.id).toBe('a');
    const removed = await replay('player.playQueue', 'player.removeFromQueue');
    expect(ids(removed)).toEqual(['b', 'c']);
    expect(selectStatus(removed)).toBe('loading');
    const cleared = await replay('player.playQueue', 'player.clearQueue');
    expect(selectStatus(cleared)).toBe('idle');
    expect(selectCurrentClip(cleared)).toBeNull();
  });
});
