import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { liveRadioMachine } from '../../../machines/liveRadio/liveRadio.machine';
import type { RadioStationId } from '../../contracts/radio';
import { useRootActor } from './RootActorContext';

type LiveRadioActor = ActorRefFrom<typeof liveRadioMachine>;
export type LiveRadioSnapshot = ReturnType<LiveRadioActor['getSnapshot']>;

const noSnapshot = () => undefined;
const noSubscription = () => () => {};

/**
 * Live radio (issue 13): its snapshot once the root has spawned it (the first start loads its
 * code), and its controls. The actor outlives the page, so the radio plays on while the user
 * navigates; every control goes to the actor, the start through the root.
 */
export function useLiveRadio() {
  const root = useRootActor();
  const radio = useSelector(
    root,
    (snapshot) => (snapshot.children as { liveRadio?: LiveRadioActor }).liveRadio,
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = radio?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [radio],
  );
  const snapshot = useSyncExternalStore(
    radio ? subscribe : noSubscription,
    radio ? () => radio.getSnapshot() : noSnapshot,
  );
  return {
    snapshot,
    start: (stationId: RadioStationId) => root.send({ type: 'liveRadio.start', stationId }),
    toggle: () => radio?.send({ type: 'liveRadio.toggle' }),
    retry: () => radio?.send({ type: 'liveRadio.retry' }),
    setVolume: (volume: number) => radio?.send({ type: 'liveRadio.setVolume', volume }),
  };
}
