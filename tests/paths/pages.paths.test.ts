import { describe, expect, it } from 'vitest';
import { pagesMachine, type PagesEvent } from '../../machines/app/pages.machine';
import {
  clipFamilyActorId,
  commentsActorId,
  profileActorId,
  songActorId,
  type PageRequest,
} from '../../machines/app/pages';
import { createPageChildren } from '../../machines/app/pages.children';
import { fakePorts } from './helpers/app-ports';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { pathOf, replayPath } from './helpers/replay';
import type { SampleOptions } from './helpers/sample-events';

const machine = pagesMachine.provide({ actors: fakePromiseActors(['loadPages']) });

const samples: SampleOptions<PagesEvent> = {
  events: {
    // Two kinds of page: enough for every state, and the paths stay a few dozen.
    'pages.open': [
      { type: 'pages.open', request: { kind: 'song', clipId: 'clip-a' } },
      { type: 'pages.open', request: { kind: 'profile', handle: 'ada' } },
    ],
    'pages.close': [
      { type: 'pages.close', page: { kind: 'song', key: 'clip-a' } },
      { type: 'pages.close', page: { kind: 'profile', key: 'ada' } },
    ],
  },
  outcomes: {
    loadPages: {
      loaded: { output: createPageChildren(fakePorts()) },
      offline: { error: new TypeError('Failed to fetch dynamically imported module') },
    },
  },
};

const replay = (...labels: string[]) =>
  replayPath(machine, pathOf(machine, samples, labels), samples);

describe('pages paths', () => {
  describePaths(machine, samples);

  it("opens the pages asked for while the code loaded, a song page's clip, family and comments", async () => {
    const opened = await replay('pages.open #1', 'pages.open #2', 'done: loadPages (loaded)');
    expect(Object.keys(opened.children).sort()).toEqual(
      [
        songActorId('clip-a'),
        clipFamilyActorId('clip-a'),
        commentsActorId('clip-a'),
        profileActorId('ada'),
      ].sort(),
    );
    expect(opened.context.pending).toEqual([]);
  });

  it('forgets a page left before its code came in', async () => {
    const left = await replay('pages.open #1', 'pages.close #1', 'done: loadPages (loaded)');
    expect(left.children).toEqual({});
  });

  it('keeps the pages asked for while the code is tried again', async () => {
    const kept = await replay(
      'pages.open #2',
      'error: loadPages (offline)',
      'pages.open #1',
      'after loadRetry',
    );
    expect(kept.value).toBe('loading');
    expect(kept.context.pending.map((request: PageRequest) => request.kind)).toEqual([
      'profile',
      'song',
    ]);
  });

  it('stops an open page with its actors', async () => {
    const closed = await replay('pages.open #1', 'done: loadPages (loaded)', 'pages.close #1');
    expect(closed.children).toEqual({});
  });
});
