import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import type { clipWaveformMachine } from '../../../machines/player/clipWaveform.machine';
import { selectPeaks } from '../../../machines/player/clipWaveform.selectors';
import type { Clip } from '../../contracts/clip';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type ClipWaveformRef = ActorRefFrom<typeof clipWaveformMachine>;
const NO_PEAKS: number[] = [];

/** The waveform peaks of a complete clip (empty before it completes, or while they load). */
export function useClipWaveform(clip: Clip | null): number[] {
  const clipId = clip?.status === 'complete' ? clip.id : null;
  useOpenPage(clipId ? { kind: 'waveform', clipId } : null);
  const ref = usePageActor<ClipWaveformRef>(clipId ? pageActorId('clipWaveform', clipId) : null);
  return useSelector(ref, (s) => (s ? selectPeaks(s) : NO_PEAKS));
}
