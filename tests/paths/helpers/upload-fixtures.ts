import { vi } from 'vitest';
import type { HeldFile, UploadsPort } from '../../../machines/actors/uploads.port';
import type { AudioUploadStatus, AudioUploadTarget } from '../../../src/contracts/uploads';

export const aHeldFile = (overrides: Partial<HeldFile> = {}): HeldFile => ({
  fileId: 'file-1',
  name: 'Sea shanty.wav',
  size: 1_000_000,
  extension: 'wav',
  recorded: false,
  ...overrides,
});

export const aTarget: AudioUploadTarget = {
  id: 'upload-1',
  url: 'http://localhost/api/uploads/storage',
  fields: { key: 'audio/upload-1' },
  limits: { min: 6, max: 60 },
};

export const anUpload = (overrides: Partial<AudioUploadStatus> = {}): AudioUploadStatus => ({
  id: 'upload-1',
  status: 'complete',
  error_message: null,
  title: 'Sea shanty',
  image_url: null,
  has_vocal: false,
  duration: 30,
  clip_id: null,
  ...overrides,
});

/** An uploads port answering like a quiet server. */
export function fakeUploadsPort(): UploadsPort {
  return {
    createTarget: vi.fn(async () => aTarget),
    post: vi.fn(async () => {}),
    finish: vi.fn(async () => anUpload({ status: 'processing' })),
    status: vi.fn(async () => anUpload()),
    initializeClip: vi.fn(async () => 'clip-1'),
    setTitle: vi.fn(async () => {}),
    probe: vi.fn(async () => ({ durationS: 30, peaks: [0.5] })),
    cut: vi.fn(async () => aHeldFile({ fileId: 'file-2' })),
    record: vi.fn(() => ({ done: new Promise<HeldFile>(() => {}), stop: () => {} })),
    termsAccepted: vi.fn(async () => false),
    acceptTerms: vi.fn(async () => {}),
  };
}
