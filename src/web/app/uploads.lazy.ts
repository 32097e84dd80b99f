import type { HeldFile, UploadsPort } from '../../../machines/actors/uploads.port';
import type { Api } from '../../api';
import { lazyArea } from '../../api/lazy';

/**
 * The uploads port, its browser code (Web Audio, the microphone, XMLHttpRequest) loaded on
 * the first use so it is not part of the first route's code: its calls as a lazy area, and the
 * recording, which answers at once, started once the code is there.
 */
export function createLazyUploadsPort(api: Api): UploadsPort {
  const load = () =>
    import('../adapters/uploads').then((m) => m.createUploadsPort(api, window.localStorage));
  const record: UploadsPort['record'] = (onLevel) => {
    let session: ReturnType<UploadsPort['record']> | undefined;
    let stopped = false;
    const done: Promise<HeldFile> = load().then((port) => {
      session = port.record(onLevel);
      if (stopped) session.stop();
      return session.done;
    });
    const stop = () => {
      stopped = true;
      session?.stop();
    };
    return { done, stop };
  };
  const calls = lazyArea<Omit<UploadsPort, 'record'>>(load);
  return new Proxy(calls, {
    get: (target, name) => (name === 'record' ? record : Reflect.get(target, name)),
  }) as UploadsPort;
}
