import { useSelector } from '@xstate/react';
import {
  selectLyricsError,
  selectLyricsResult,
  selectLyricsStatus,
} from '../../../machines/lyrics/lyrics.selectors';
import { useSignedInActor } from './RootActorContext';

/** "Write lyrics": its status, result and message code; written lyrics fill the form. */
export function useLyrics() {
  const ref = useSignedInActor('lyrics');
  return {
    status: useSelector(ref, selectLyricsStatus),
    result: useSelector(ref, selectLyricsResult),
    error: useSelector(ref, selectLyricsError),
    generate: (prompt: string) => ref?.send({ type: 'lyrics.generate', prompt }),
    reset: () => ref?.send({ type: 'lyrics.reset' }),
  };
}
