import type { Clip } from '../../src/contracts/clip';

/** A list read a page at a time, newest first: what has been read so far. */
export interface ClipPages {
  clips: Clip[];
  /** The last page read (pages start at 1; 0 before the first). */
  page: number;
  total: number;
  /** Every page has been read: a short page, or as many clips as the total. */
  complete: boolean;
}

/** One page as the server answers it (the library feed and direct children alike). */
export interface ClipPage {
  clips: Clip[];
  num_total_results: number;
}

export const noPages: ClipPages = { clips: [], page: 0, total: 0, complete: false };

const isLast = (page: ClipPage, pageNumber: number, pageSize: number) =>
  page.clips.length < pageSize || pageNumber * pageSize >= page.num_total_results;

/**
 * The first page read (again): its clips first, then the ones shown from later pages that it
 * does not hold, so reading it again on a revisit keeps what "load more" had shown.
 */
export function withFirstPage(pages: ClipPages, first: ClipPage, pageSize: number): ClipPages {
  const total = first.num_total_results;
  if (pages.page <= 1) {
    return { clips: first.clips, page: 1, total, complete: isLast(first, 1, pageSize) };
  }
  const fresh = new Set(first.clips.map((clip) => clip.id));
  const kept = pages.clips.filter((clip) => !fresh.has(clip.id));
  return { ...pages, clips: [...first.clips, ...kept], total };
}

/**
 * The next page added after the clips shown. Clips made since the first read push older ones
 * onto later pages: those already shown are not repeated.
 */
export function withNextPage(pages: ClipPages, next: ClipPage, pageSize: number): ClipPages {
  const shown = new Set(pages.clips.map((clip) => clip.id));
  const page = pages.page + 1;
  return {
    clips: [...pages.clips, ...next.clips.filter((clip) => !shown.has(clip.id))],
    page,
    total: next.num_total_results,
    complete: isLast(next, page, pageSize),
  };
}
