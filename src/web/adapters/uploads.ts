import type { UploadsPort } from '../../../machines/actors/uploads.port';
import { UPLOAD_TERMS_KEY } from '../../contracts/constants';
import type { PresignedPost } from '../../contracts/uploads';
import type { Api } from '../../api';
import { cutFile, probeFile } from './audio-file';
import { heldFile, holdFile } from './held-files';
import { recordMicrophone } from './recorder';

/** Posts a held file to its presigned target (XMLHttpRequest: fetch tells no upload progress). */
function postFile(
  target: PresignedPost,
  fileId: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', heldFile(fileId));
    const request = new XMLHttpRequest();
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new Error('refused'));
    request.onerror = () => reject(new Error('network'));
    request.onabort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', () => request.abort());
    request.open('POST', target.url);
    request.send(form);
  });
}

/** The uploads port of the browser: the API, held files, the Web Audio decoder, the microphone. */
export function createUploadsPort(api: Api, storage: Storage): UploadsPort {
  return {
    createTarget: (extension, signal) => api.uploads.createTarget(extension, signal),
    post: postFile,
    finish: (id, body, signal) => api.uploads.finish(id, body, signal),
    status: (id, signal) => api.uploads.status(id, signal),
    initializeClip: (id, signal) => api.uploads.initializeClip(id, signal),
    setTitle: async (clipId, title, signal) => {
      const body = { is_audio_upload_tos_accepted: true, ...(title.trim() && { title }) };
      await api.clipSettings.setMetadata(clipId, body, signal);
    },
    probe: (fileId) => probeFile(fileId),
    cut: async (file, startS, endS) => {
      const name = `${file.name.replace(/\.[^.]*$/, '')}.wav`;
      return holdFile(await cutFile(file.fileId, startS, endS), name, file.recorded);
    },
    record: (onLevel) =>
      recordMicrophone(onLevel, `recording-${new Date().toISOString().slice(0, 16)}`),
    termsAccepted: async () => storage.getItem(UPLOAD_TERMS_KEY) === 'true',
    acceptTerms: async () => storage.setItem(UPLOAD_TERMS_KEY, 'true'),
  };
}
