import { useSelector } from '@xstate/react';
import {
  selectLyricsError,
  selectLyricsResult,
  selectLyricsStatus,
} from '../../../machines/lyrics/lyrics.selectors';
import { useSignedInActor, useSignedInSend } from './RootActorContext';

/** "Write lyrics": its status, result and message code; written lyrics fill the form. */
export function useLyrics() {
  const ref = useSignedInActor('lyrics');
  const send = useSignedInSend('lyrics');
  return {
    status: useSelector(ref, selectLyricsStatus),
    result: useSelector(ref, selectLyricsResult),
    error: useSelector(ref, selectLyricsError),
    generate: (prompt: string) => send({ type: 'lyrics.generate', prompt }),
    reset: () => send({ type: 'lyrics.reset' }),
  };
}
