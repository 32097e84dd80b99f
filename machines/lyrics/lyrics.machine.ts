import { assign, enqueueActions, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import {
  LYRICS_POLL_INTERVAL_MS,
  LYRICS_POLL_TRIES,
  LYRICS_WAIT_MESSAGE_MS,
} from '../../src/contracts/constants';
import type { LyricsResult } from '../../src/contracts/generation';
import { unprovided } from '../actors/unprovided';
import { lyricsErrorOf, type LyricsError } from './lyrics.errors';

export interface LyricsContext {
  prompt: string;
  /** The lyrics job being polled. */
  id: string | null;
  /** Reads made of the current job. */
  tries: number;
  result: { text: string; title: string } | null;
  error: LyricsError | null;
}

export type LyricsEvent = { type: 'lyrics.generate'; prompt: string } | { type: 'lyrics.reset' };

/**
 * "Write lyrics" (spec 001 §4, §8): start a job, then read it up to LYRICS_POLL_TRIES times,
 * LYRICS_POLL_INTERVAL_MS apart. The written lyrics and title fill the create form. A new
 * request replaces the running one; failing to start shows the wait message for a moment.
 */
export const lyricsMachine = setup({
  types: {
    context: {} as LyricsContext,
    events: {} as LyricsEvent,
  },
  actors: {
    startLyrics: unprovided<{ id: string }, { prompt: string }>('startLyrics'),
    fetchLyrics: unprovided<LyricsResult, { id: string }>('fetchLyrics'),
  },
  guards: {
    isRunning: (_, result: LyricsResult) => result.status === 'running',
    isFailed: (_, result: LyricsResult) => result.status === 'error',
    hasTriesLeft: ({ context }) => context.tries < LYRICS_POLL_TRIES,
    isRunningWithTriesLeft: ({ context }, result: LyricsResult) =>
      result.status === 'running' && context.tries < LYRICS_POLL_TRIES,
  },
  actions: {
    startRequest: assign((_, prompt: string) => ({
      prompt,
      id: null,
      tries: 0,
      result: null,
      error: null,
    })),
    setJob: assign((_, id: string) => ({ id })),
    countTry: assign(({ context }) => ({ tries: context.tries + 1 })),
    setResult: assign((_, result: LyricsResult) => ({
      result: { text: result.text, title: result.title },
    })),
    setError: assign((_, error: LyricsError) => ({ error })),
    clear: assign({ id: null, tries: 0, result: null, error: null }),
    fillForm: enqueueActions(({ system, enqueue }, result: LyricsResult) => {
      const form: AnyActorRef | undefined = system.get('create');
      const fill: AnyEventObject = {
        type: 'create.fillLyrics',
        lyrics: result.text,
        title: result.title,
      };
      if (form) enqueue.sendTo(form, fill);
    }),
  },
  delays: {
    lyricsPollInterval: LYRICS_POLL_INTERVAL_MS,
    lyricsWaitMessage: LYRICS_WAIT_MESSAGE_MS,
  },
}).createMachine({
  id: 'lyrics',
  description: 'Lyrics written from a prompt, polled until ready, then put in the create form.',
  context: { prompt: '', id: null, tries: 0, result: null, error: null },
  initial: 'idle',
  on: {
    // Leaving the current state stops (and aborts) whatever job it was running.
    'lyrics.generate': {
      target: '.starting',
      actions: { type: 'startRequest', params: ({ event }) => event.prompt },
    },
    'lyrics.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      description: 'No lyrics asked for.',
    },
    starting: {
      description: 'Asks the server to write lyrics for the prompt.',
      invoke: {
        src: 'startLyrics',
        input: ({ context }) => ({ prompt: context.prompt }),
        onDone: {
          target: 'waiting',
          actions: { type: 'setJob', params: ({ event }) => event.output.id },
        },
        onError: {
          target: 'waitMessage',
          actions: { type: 'setError', params: { code: 'lyricsWait' } },
        },
      },
    },
    waitMessage: {
      description: 'Could not start: "Please wait a few seconds" shows for a moment.',
      after: { lyricsWaitMessage: { target: 'idle', actions: 'clear' } },
    },
    waiting: {
      description: 'Waits before reading the job again.',
      after: { lyricsPollInterval: 'checking' },
    },
    checking: {
      description: 'Reads the job: still running, failed, or written.',
      entry: 'countTry',
      invoke: {
        src: 'fetchLyrics',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          {
            guard: { type: 'isRunningWithTriesLeft', params: ({ event }) => event.output },
            target: 'waiting',
          },
          {
            // Spec 001 §4: ten reads at most; still running after the last one is a failure.
            guard: { type: 'isRunning', params: ({ event }) => event.output },
            target: 'failed',
            actions: { type: 'setError', params: { code: 'lyricsFailed' } },
          },
          {
            guard: { type: 'isFailed', params: ({ event }) => event.output },
            target: 'failed',
            actions: {
              type: 'setError',
              params: ({ event }) => lyricsErrorOf(event.output.error_message),
            },
          },
          {
            target: 'done',
            actions: [
              { type: 'setResult', params: ({ event }) => event.output },
              { type: 'fillForm', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          { guard: 'hasTriesLeft', target: 'waiting' },
          { target: 'failed', actions: { type: 'setError', params: { code: 'lyricsFailed' } } },
        ],
      },
    },
    done: {
      description: 'Lyrics and title written and put in the form.',
    },
    failed: {
      description: 'The job failed or never finished; the message says why.',
    },
  },
});
