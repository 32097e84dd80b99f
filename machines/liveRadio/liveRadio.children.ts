import { createLiveRadioActors } from '../actors/liveRadio.actors';
import type { Ports } from '../actors/ports';
import { liveRadioMachine } from './liveRadio.machine';

/**
 * The live radio's logic with its effects, loaded (with its audio output's code) the first
 * time the radio is started, so no page pays for it before.
 */
export async function createLiveRadio(ports: Pick<Ports, 'radio' | 'loadRadioAudio'>) {
  const audio = await ports.loadRadioAudio();
  return liveRadioMachine.provide({ actors: createLiveRadioActors(ports.radio, audio) });
}
