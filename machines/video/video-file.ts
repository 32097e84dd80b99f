import { VIDEO_EXTENSIONS } from '../../src/contracts/constants';

/** A chosen video file: its bytes with its name (a browser File is one). */
export type VideoFile = Blob & { name: string };

type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

/** The file name's extension when it is one the upload call takes, else null. */
export function videoExtensionOf(name: string): VideoExtension | null {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as VideoExtension)
    : null;
}
