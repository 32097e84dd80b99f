import type { HeldFile } from '../../../machines/actors/uploads.port';

/** How many files the page keeps for uploads (a failed studio upload is retried from these). */
const KEPT = 32;
const files = new Map<string, Blob>();
let made = 0;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Keeps a file for an upload; machines name it by the id only. */
export function holdFile(blob: Blob, name: string, recorded = false): HeldFile {
  made += 1;
  const fileId = `file-${made}`;
  files.set(fileId, blob);
  // The oldest goes first; a Map iterates in insertion order.
  while (files.size > KEPT) files.delete(files.keys().next().value!);
  return { fileId, name, size: blob.size, extension: extensionOf(name), recorded };
}

/** A held file; rejects for one let go of (it can no longer be sent). */
export function heldFile(fileId: string): Blob {
  const blob = files.get(fileId);
  if (!blob) throw Object.assign(new Error('file no longer held'), { code: 'uploadFailed' });
  return blob;
}
