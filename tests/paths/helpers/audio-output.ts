import { vi } from 'vitest';
import type { AudioOutput } from '../../../machines/actors/ports';

/** An audio output that records what it is told and plays every format. */
export function fakeAudioOutput(): AudioOutput {
  return {
    canPlayType: vi.fn(() => 'maybe'),
    load: vi.fn(),
    swap: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    seek: vi.fn(),
    setGain: vi.fn(),
    stop: vi.fn(),
    destroy: vi.fn(),
  };
}
