import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ClipViewStatus } from '../../../../machines/generations/clip.selectors';
import type { ClipActorRef } from '../../../../machines/generations/generations.machine';
import type { Clip } from '../../../contracts/clip';
import type { MessageCode } from '../../../contracts/client-messages';
import { useClip } from '../../app/useGenerations';
import { PlayButton } from '../player/PlayButton';
import { formatDuration } from './format';
import { RowClipMenu } from '../clip-menu/RowClipMenu';
import * as styles from './ClipRow.css';

/** One tracked clip of the create page's list, following its clip machine; `extra`: more controls. */
export function ClipRow({ clipRef, extra }: { clipRef: ClipActorRef; extra?: ReactNode }) {
  const view = useClip(clipRef);
  return (
    <ClipRowView
      {...view}
      menu={
        <>
          <RowClipMenu clip={view.clip} />
          {extra}
        </>
      }
    />
  );
}

/** A clip as a row: play button, cover, title, status with progress, tags, duration, error. */
export function ClipRowView({
  clip,
  status,
  progress,
  error,
  menu,
  byline,
  cover,
}: {
  /** The row's clip menu (none on the song page, which has its own). */
  menu?: ReactNode;
  /** What shows in place of the cover image (the song page's video cover). */
  cover?: ReactNode;
  /** Who made it, where the list mixes creators (the following feed). */
  byline?: ReactNode;
  clip: Clip;
  status: ClipViewStatus;
  progress: number | null;
  error: { code: MessageCode; params?: Record<string, string> } | null;
}) {
  const { t } = useTranslation();
  const duration = clip.metadata.duration;
  return (
    <li className={styles.row} data-state={status} aria-label={clip.title}>
      <PlayButton clip={clip} />
      {cover ??
        (clip.image_url ? (
          <img className={styles.cover} src={clip.image_url} alt="" width={64} height={64} />
        ) : (
          <div className={styles.cover} aria-hidden="true" />
        ))}
      <div className={styles.body}>
        <div className={styles.heading}>
          <Link to="/song/$id" params={{ id: clip.id }} className={styles.title}>
            {clip.title}
          </Link>
          <span className={styles.status}>{t(`clip.status.${status}`)}</span>
          {duration !== null && <span className={styles.meta}>{formatDuration(duration)}</span>}
          {menu}
        </div>
        {byline && <p className={styles.meta}>{byline}</p>}
        {clip.metadata.tags && <p className={styles.meta}>{clip.metadata.tags}</p>}
        {progress !== null && progress < 1 && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('clip.progress', { title: clip.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
          >
            <div className={styles.progressFill} style={{ width: `${progress * 100}%` }} />
          </div>
        )}
        {error && <p className={styles.error}>{t(`errors.${error.code}`, error.params ?? {})}</p>}
      </div>
    </li>
  );
}
