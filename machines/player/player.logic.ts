import type { Ports } from '../actors/ports';
import { playerMachine } from './player.machine';
import { createAudioOutputActor } from './player.output';

/**
 * The player with its output built from the ports: the module the root loads when something is
 * first played (with the browser's audio adapter), so no first route carries it.
 */
export async function createPlayerLogic(ports: Pick<Ports, 'audioOutput'>) {
  const output = await ports.audioOutput();
  return playerMachine.provide({ actors: { audioOutput: createAudioOutputActor(output) } });
}

export type PlayerLogic = Awaited<ReturnType<typeof createPlayerLogic>>;
