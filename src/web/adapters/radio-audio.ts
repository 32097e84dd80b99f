import type { RadioAudio, RadioAudioPort, RadioAudioReport } from '../../../machines/actors/ports';
import { RADIO_TICK_MS } from '../../contracts/constants';

/** Below this the audio is where it should be: a seek would cost more than it mends. */
const IN_STEP_S = 0.03;

/**
 * Live radio's audio output in the browser: one audio element per open output, with a position
 * report every RADIO_TICK_MS. A song plays from where its schedule is now, set again as playback
 * actually starts (loading took time), so listeners on other devices hear the same moment.
 */
export function createRadioAudio(document: Document): RadioAudioPort {
  return {
    open(report: (report: RadioAudioReport) => void): RadioAudio {
      const element = document.createElement('audio');
      element.preload = 'auto';
      let startedAtMs = 0;
      let wanted = false;
      let aligned = false;
      let startTimer: ReturnType<typeof setTimeout> | undefined;
      const target = () => (Date.now() - startedAtMs) / 1000;
      // Once per start: the first frames came later than asked (decoding, buffering).
      const align = () => {
        if (aligned) return;
        aligned = true;
        if (Math.abs(element.currentTime - target()) > IN_STEP_S) element.currentTime = target();
      };
      const start = () => {
        clearTimeout(startTimer);
        if (!wanted) return;
        // A song not begun yet (the one before ended early) starts on time.
        if (target() < 0) {
          startTimer = setTimeout(start, -target() * 1000);
          return;
        }
        aligned = false;
        element.currentTime = target();
        element.play().catch(() => wanted && report({ type: 'error' }));
      };
      element.addEventListener('loadedmetadata', start);
      element.addEventListener('playing', align);
      element.addEventListener('ended', () => report({ type: 'ended' }));
      element.addEventListener('error', () => wanted && report({ type: 'error' }));
      const ticker = setInterval(
        () => report({ type: 'tick', now: Date.now(), seconds: element.currentTime }),
        RADIO_TICK_MS,
      );
      return {
        play(url, at) {
          startedAtMs = at;
          wanted = true;
          if (element.src !== new URL(url, document.baseURI).href) {
            element.src = url;
            return; // loadedmetadata starts it
          }
          start();
        },
        sync(at) {
          startedAtMs = at;
          element.currentTime = target();
        },
        pause() {
          wanted = false;
          clearTimeout(startTimer);
          element.pause();
        },
        setVolume(volume) {
          element.volume = Math.min(1, Math.max(0, volume));
        },
        close() {
          wanted = false;
          clearInterval(ticker);
          clearTimeout(startTimer);
          element.pause();
          element.removeAttribute('src');
          element.load();
        },
      };
    },
  };
}
