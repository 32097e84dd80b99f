import { assign, setup } from 'xstate';
import { unprovided } from '../actors/unprovided';

export interface ClipWaveformContext {
  clipId: string;
  /** Peaks 0..1 from the song's start to its end; empty until read. */
  peaks: number[];
}

/**
 * The playbar's waveform of the clip playing (issue 13: the seek bar drawn from the clip's
 * waveform): read once the clip is complete. A clip without one (still rendering, or the read
 * failed) leaves the seek bar plain; the view opens it again when the clip completes.
 */
export const clipWaveformMachine = setup({
  types: {
    context: {} as ClipWaveformContext,
    input: {} as { clipId: string },
  },
  actors: {
    fetchWaveform: unprovided<number[], { clipId: string }>('fetchWaveform'),
  },
  guards: {
    hasPeaks: (_, peaks: number[]) => peaks.length > 0,
  },
  actions: {
    setPeaks: assign((_, peaks: number[]) => ({ peaks })),
  },
}).createMachine({
  id: 'clipWaveform',
  description: "The clip's waveform peaks, for the playbar's seek bar.",
  context: ({ input }) => ({ clipId: input.clipId, peaks: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the clip's peaks.",
      invoke: {
        src: 'fetchWaveform',
        input: ({ context }) => ({ clipId: context.clipId }),
        onDone: [
          {
            guard: { type: 'hasPeaks', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'setPeaks', params: ({ event }) => event.output },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    ready: {
      description: 'The peaks are there: the seek bar draws them.',
      type: 'final',
    },
    unavailable: {
      description: 'No waveform (not rendered yet, or not read): the seek bar stays plain.',
      type: 'final',
    },
  },
});
