/**
 * Spec 001 §5, §9: a video upload other than a hook's is at most 100 MB (MB of 2^20 bytes: ours).
 * Not in constants.ts: in the browser only lazily loaded video cover code reads it, and every
 * module constants.ts imports goes to the chunk the first route shares with it.
 */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
