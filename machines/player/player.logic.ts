import { FEATURE_FLAG_DEFAULTS } from '../../src/contracts/constants';
import type { Ports } from '../actors/ports';
import { playerMachine } from './player.machine';
import { createAudioOutputActor } from './player.output';

/**
 * The player with its output built from the ports, and its input: whether the server's
 * `enable-m4a-audio` flag is on (spec 001 §9's format rule; off when the flags cannot be read).
 * The root loads this module when something is first played (with the browser's audio
 * adapter), so no first route carries it.
 */
export async function createPlayerLogic(
  ports: Pick<Ports, 'audioOutput' | 'musicPlayer'>,
  signal: AbortSignal,
) {
  const [output, flags] = await Promise.all([
    ports.audioOutput(),
    ports.musicPlayer.getFeatureFlags(signal).catch(() => FEATURE_FLAG_DEFAULTS),
  ]);
  return {
    logic: playerMachine.provide({ actors: { audioOutput: createAudioOutputActor(output) } }),
    input: { m4aGate: flags['enable-m4a-audio'] },
  };
}

export type LoadedPlayer = Awaited<ReturnType<typeof createPlayerLogic>>;
