import type { AudioOutput, AudioOutputPort, AudioReport } from '../../../machines/actors/ports';
import { createToneStage } from './tone-stage';

type Report = (report: AudioReport) => void;

/** The Media Session (lock screen, media keys) tells the player what the user pressed. */
function connectMediaSession(report: Report): () => void {
  if (!('mediaSession' in navigator)) return () => {};
  const session = navigator.mediaSession;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => report({ type: 'action', action: 'play' })],
    ['pause', () => report({ type: 'action', action: 'pause' })],
    ['nexttrack', () => report({ type: 'action', action: 'next' })],
    ['previoustrack', () => report({ type: 'action', action: 'previous' })],
    ['seekto', (details) => report({ type: 'action', action: 'seek', seconds: details.seekTime })],
  ];
  for (const [action, handler] of handlers) session.setActionHandler(action, handler);
  return () => {
    for (const [action] of handlers) session.setActionHandler(action, null);
    session.metadata = null;
  };
}

/**
 * The player's output in a browser: one <audio> element, never in the page's markup, played
 * through a Tone.js gain stage (volume ramps, pauses and starts faded).
 */
function createHtmlAudioOutput(report: Report): AudioOutput {
  const audio = new Audio();
  audio.preload = 'auto';
  const stage = createToneStage(audio);
  const listeners: [string, () => void][] = [
    ['playing', () => report({ type: 'playing' })],
    ['pause', () => !audio.ended && report({ type: 'paused' })],
    ['ended', () => report({ type: 'ended' })],
    ['error', () => audio.getAttribute('src') && report({ type: 'error' })],
    [
      'timeupdate',
      () => report({ type: 'time', seconds: audio.currentTime, duration: audio.duration }),
    ],
  ];
  for (const [name, listener] of listeners) audio.addEventListener(name, listener);
  const disconnect = connectMediaSession(report);
  const start = () => {
    stage.fadeIn();
    void audio.play().catch((error: unknown) => {
      // A newer load or pause interrupted it: not a failure of the audio.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        report({ type: 'error' });
    });
  };
  const setState = (state: MediaSessionPlaybackState) => {
    if ('mediaSession' in navigator) navigator.mediaSession.playbackState = state;
  };
  return {
    canPlayType: (type) => audio.canPlayType(type),
    load(src, seconds, play, metadata) {
      audio.src = src;
      if (seconds > 0) audio.currentTime = seconds;
      if ('mediaSession' in navigator && 'MediaMetadata' in window) {
        const artwork = metadata.artwork ? [{ src: metadata.artwork }] : [];
        navigator.mediaSession.metadata = new MediaMetadata({ ...metadata, artwork });
      }
      if (play) start();
      setState(play ? 'playing' : 'paused');
    },
    swap(src, seconds) {
      const wasPlaying = !audio.paused;
      audio.src = src;
      audio.currentTime = seconds;
      if (wasPlaying) start();
    },
    play() {
      start();
      setState('playing');
    },
    pause() {
      stage.fadeOut(() => audio.pause());
      setState('paused');
    },
    seek(seconds) {
      audio.currentTime = seconds;
    },
    setGain(gain) {
      stage.setGain(gain);
    },
    stop() {
      stage.cancel();
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      setState('none');
    },
    destroy() {
      this.stop();
      for (const [name, listener] of listeners) audio.removeEventListener(name, listener);
      disconnect();
    },
  };
}

export const htmlAudioOutput: AudioOutputPort = { create: createHtmlAudioOutput };
