import type { Page } from 'playwright-core';

/**
 * Runs in the page before its scripts: whatever Web Audio sends to a context's speakers is also
 * sent to an analyser, so a test can hear what the page plays (`outputLevel`).
 */
function tapOutput() {
  const taps = new Map<BaseAudioContext, AnalyserNode>();
  const connect = AudioNode.prototype.connect as (...args: unknown[]) => unknown;
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const [target] = args;
    if (target instanceof AudioDestinationNode) {
      let tap = taps.get(this.context);
      if (!tap) {
        tap = this.context.createAnalyser();
        taps.set(this.context, tap);
      }
      connect.call(this, tap);
    }
    return connect.apply(this, args);
  } as typeof AudioNode.prototype.connect;
  (window as unknown as { outputLevel: () => number }).outputLevel = () => {
    let peak = 0;
    for (const tap of taps.values()) {
      const samples = new Float32Array(tap.fftSize);
      tap.getFloatTimeDomainData(samples);
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    }
    return peak;
  };
}

/** Installs the tap in every page of the context opened after the call. */
export const tapAudioOutput = (page: Page) => page.addInitScript(tapOutput);

/** The loudest sample the page's Web Audio output held in its last ~40 ms (0 when silent). */
export const outputLevel = (page: Page) =>
  page.evaluate(() => (window as unknown as { outputLevel: () => number }).outputLevel());
