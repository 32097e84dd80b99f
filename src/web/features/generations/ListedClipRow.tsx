import type { ReactNode } from 'react';
import type { ListedClip } from '../../../../machines/create/recentClips.selectors';
import { clipErrorOf } from '../../../../machines/generations/clip.selectors';
import type { Clip } from '../../../contracts/clip';
import { RowClipMenu } from '../clip-menu/RowClipMenu';
import { ClipRow, ClipRowView } from './ClipRow';

/** A row of a merged list: followed live when the tracker has the clip, else as it was read. */
export function ListedClipRow({ item, extra }: { item: ListedClip; extra?: ReactNode }) {
  return 'ref' in item ? (
    <ClipRow clipRef={item.ref} extra={extra} />
  ) : (
    <StoredClipRow clip={item.clip} extra={extra} />
  );
}

/** A listed clip as it is now (a followed one as its tracker last read it). */
export const clipOfListed = (item: ListedClip): Clip =>
  'ref' in item ? item.ref.getSnapshot().context.clip : item.clip;

/**
 * A clip read once from the server (not followed): shown as it was when read, with the shared
 * clip menu unless `menu` gives something else (null: none, where the same clip shows twice),
 * `extra` controls beside it, and its maker when `byline` names them.
 */
export function StoredClipRow(props: {
  clip: Clip;
  menu?: ReactNode;
  byline?: ReactNode;
  extra?: ReactNode;
}) {
  const { clip, menu, extra } = props;
  const { status, metadata } = clip;
  const { duration, rendered_s: rendered } = metadata;
  const progress =
    status === 'complete'
      ? 1
      : status === 'streaming' && duration && rendered !== null
        ? Math.min(1, rendered / duration)
        : null;
  const error =
    status === 'error' ? clipErrorOf(metadata.error_type, metadata.error_message) : null;
  return (
    <ClipRowView
      clip={clip}
      status={status}
      progress={progress}
      error={error}
      menu={
        <>
          {menu === undefined ? <RowClipMenu clip={clip} /> : menu}
          {extra}
        </>
      }
      byline={props.byline}
    />
  );
}
