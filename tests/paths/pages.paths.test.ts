import { describe, expect, it } from 'vitest';
import { pagesMachine, type PagesEvent } from '../../machines/app/pages.machine';
import { pageActorId, type PageRequest } from '../../machines/app/pages';
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
  // A page's count of opens grows with every open: past two, one more changes nothing new.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.pending,
      Object.entries(snapshot.context.opens as Record<string, number>).map(([page, count]) => [
        page,
        Math.min(count, 2),
      ]),
    ]),
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

  it("opens the pages asked for while the code loaded, each with its actors (a song's, a profile's)", async () => {
    const opened = await replay('pages.open #1', 'pages.open #2', 'done: loadPages (loaded)');
    expect(Object.keys(opened.children).sort()).toEqual(
      [
        pageActorId('song', 'clip-a'),
        pageActorId('clipFamily', 'clip-a'),
        pageActorId('remixTree', 'clip-a'),
        pageActorId('comments', 'clip-a'),
        pageActorId('profile', 'ada'),
        pageActorId('profileShelves', 'ada'),
        pageActorId('profilePlaylists', 'ada'),
        pageActorId('profilePersonas', 'ada'),
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

  it('keeps a page two views hold open until the second leaves', async () => {
    const held = await replay(
      'pages.open #1',
      'done: loadPages (loaded)',
      'pages.open #1',
      'pages.close #1',
    );
    expect(Object.keys(held.children)).toContain(pageActorId('song', 'clip-a'));
    const left = await replay(
      'pages.open #1',
      'done: loadPages (loaded)',
      'pages.open #1',
      'pages.close #1',
      'pages.close #1',
    );
    expect(left.children).toEqual({});
    expect(left.context.opens).toEqual({});
  });
});
