import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { QueueContext } from '../../../../machines/player/player.contract';
import type { Clip } from '../../../contracts/clip';

interface PlayQueue {
  /** The list's clips as they are when play is pressed (followed rows change after rendering). */
  clips: () => Clip[];
  context: QueueContext;
}

const PlayQueueContext = createContext<PlayQueue | null>(null);

/** The list a clip's play button sits in: pressing play queues it with its context. */
export function PlayQueueProvider({
  clips,
  context,
  children,
}: PlayQueue & { children: ReactNode }) {
  const { type, id } = context;
  const value = useMemo(() => ({ clips, context: { type, id } }), [clips, type, id]);
  return <PlayQueueContext.Provider value={value}>{children}</PlayQueueContext.Provider>;
}

/** The list around a play button; outside any list, the clip alone on its song page. */
export function usePlayQueue(clip: Clip): PlayQueue {
  return (
    useContext(PlayQueueContext) ?? { clips: () => [clip], context: { type: 'song', id: clip.id } }
  );
}
