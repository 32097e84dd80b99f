import type { HeldFile } from '../../../machines/actors/uploads.port';
import { RECORDING_LEVEL_INTERVAL_MS } from '../../contracts/constants';
import { holdFile } from './held-files';

/**
 * Records the microphone (getUserMedia + MediaRecorder) and tells its level (an analyser's
 * peak, 0..1) as it goes; `stop` ends it and resolves the recording as a held file.
 */
export function recordMicrophone(
  onLevel: (level: number) => void,
  name: string,
): { done: Promise<HeldFile>; stop: () => void } {
  let stop = () => {};
  let stopped = false;
  const done = (async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      onLevel(
        Math.min(
          1,
          samples.reduce((peak, s) => Math.max(peak, Math.abs(s)), 0),
        ),
      );
    }, RECORDING_LEVEL_INTERVAL_MS);
    const ended = new Promise<Blob>((resolve) => {
      recorder.onstop = () => resolve(new Blob(chunks, { type: recorder.mimeType }));
    });
    stop = () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
    recorder.start();
    if (stopped) stop();
    const blob = await ended;
    clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
    await audio.close();
    const extension = recorder.mimeType.includes('ogg') ? 'ogg' : 'webm';
    return holdFile(blob, `${name}.${extension}`, true);
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      stop();
    },
  };
}
