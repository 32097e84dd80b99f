import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { RadioStationId } from '../../src/contracts/radio';
import type {
  FetchedSongList,
  LiveRadioEvent,
  RadioAudioCommand,
} from '../liveRadio/liveRadio.machine';
import type { SongRadioList } from '../liveRadio/songRadio.machine';
import type { ClipsPort, RadioAudioPort, RadioAudioReport, RadioPort } from './ports';

const toEvent = (report: RadioAudioReport): LiveRadioEvent => {
  if (report.type === 'tick') {
    return { type: 'liveRadio.tick', now: report.now, seconds: report.seconds };
  }
  return report.type === 'ended' ? { type: 'liveRadio.ended' } : { type: 'liveRadio.audioError' };
};

/** Live radio's effects: its song list call and its audio output (open while the radio is on). */
export function createLiveRadioActors(radio: RadioPort, audioPort: RadioAudioPort) {
  return {
    fetchSongList: fromPromise<FetchedSongList, { stationId: RadioStationId }>(
      async ({ input, signal }) => ({
        ...(await radio.songList(input.stationId, signal)),
        at: Date.now(),
      }),
    ),
    audio: fromCallback<EventObject, { volume: number }>(({ input, receive, sendBack }) => {
      const audio = audioPort.open((report) => sendBack(toEvent(report)));
      audio.setVolume(input.volume);
      receive((event) => {
        const command = event as RadioAudioCommand;
        if (command.type === 'audio.play') audio.play(command.url, command.startedAtMs);
        else if (command.type === 'audio.sync') audio.sync(command.startedAtMs);
        else if (command.type === 'audio.pause') audio.pause();
        else audio.setVolume(command.volume);
      });
      return () => audio.close();
    }),
  };
}

/** The song radio page's read: the seed song, then public songs like it, without it. */
export function createSongRadioActors(clips: ClipsPort, radio: RadioPort) {
  return {
    fetchSongRadio: fromPromise<SongRadioList, { clipId: string }>(async ({ input, signal }) => {
      const seed = await clips.getClip(input.clipId, signal);
      const styles = seed.metadata.tags ?? '';
      const similar = styles.trim() ? (await radio.similar(styles, [seed.id], signal)).clips : [];
      return { seed, similar };
    }),
  };
}

/** The tag radio page's read: public songs naming the style, none excluded. */
export function createTagRadioActors(radio: RadioPort) {
  return {
    fetchTagRadio: fromPromise<Clip[], { tag: string }>(
      async ({ input, signal }) => (await radio.similar(input.tag, [], signal)).clips,
    ),
  };
}
