import { fromCallback, fromPromise } from 'xstate';
import type { AudioUploadTarget } from '../../src/contracts/uploads';
import { audioTransferMachine } from '../upload/audioTransfer.machine';
import { studioUploadMachine } from '../upload/studioUpload.machine';
import { studioUploadsMachine } from '../upload/studioUploads.machine';
import { uploadModalMachine } from '../upload/uploadModal.machine';
import {
  createTransferActors,
  type FileProbe,
  type HeldFile,
  type UploadsPort,
} from './uploads.port';

/** The transfer machine with its effects. */
const transferOf = (port: UploadsPort) =>
  audioTransferMachine.provide({ actors: createTransferActors(port) });

/** The upload modal with its effects, built from the uploads port. */
export function createUploadModal(port: UploadsPort) {
  return uploadModalMachine.provide({
    actors: {
      loadTerms: fromPromise(() => port.termsAccepted()),
      acceptTerms: fromPromise(() => port.acceptTerms()),
      recorder: fromCallback(({ sendBack, receive }) => {
        const session = port.record((level) => sendBack({ type: 'record.level', level }));
        session.done.then(
          (file) => sendBack({ type: 'record.done', file }),
          () => sendBack({ type: 'record.failed' }),
        );
        receive((event) => {
          if (event.type === 'record.stop') session.stop();
        });
        return () => session.stop();
      }),
      prepare: fromPromise<{ probe: FileProbe; target: AudioUploadTarget }, { file: HeldFile }>(
        async ({ input, signal }) => {
          const [probe, target] = await Promise.all([
            port.probe(input.file.fileId, signal),
            port.createTarget(input.file.extension, signal),
          ]);
          return { probe, target };
        },
      ),
      cut: fromPromise<HeldFile, { file: HeldFile; startS: number; endS: number }>(
        ({ input, signal }) => port.cut(input.file, input.startS, input.endS, signal),
      ),
      transfer: transferOf(port),
      initialize: fromPromise<string, { uploadId: string; title: string }>(
        async ({ input, signal }) => {
          const clipId = await port.initializeClip(input.uploadId, signal);
          await port.setTitle(clipId, input.title, signal);
          return clipId;
        },
      ),
    },
  });
}

/** The studio upload panel, its items with their effects. */
export function createStudioUploads(port: UploadsPort) {
  const item = studioUploadMachine.provide({
    actors: {
      transfer: transferOf(port),
      initializeClip: fromPromise<string, { uploadId: string }>(({ input, signal }) =>
        port.initializeClip(input.uploadId, signal),
      ),
    },
  });
  return studioUploadsMachine.provide({ actors: { studioUpload: item } });
}
