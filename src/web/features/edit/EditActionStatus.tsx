import { Link } from '@tanstack/react-router';
import type { Clip } from '../../../contracts/clip';
import type { EditActionState } from '../../app/useEditAction';
import { useClip, useGenerations } from '../../app/useGenerations';
import type { ClipActorRef } from '../../../../machines/generations/generations.machine';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PlayButton } from '../player/PlayButton';
import * as styles from './Edit.css';

/** Failures the same call may get past; a refused setting needs a new one (apply again). */
const RETRIED = new Set(['editActionFailed', 'network', 'unknown', 'tooManyRequests']);

/** The new clip's progress, from its clip machine in the generations tracker. */
function TrackedProgress({ clipRef }: { clipRef: ClipActorRef }) {
  const { t } = useTranslation();
  const { progress, status } = useClip(clipRef);
  return (
    <progress
      className={styles.progress}
      aria-label={t('edit.progress', { status: t(`edit.status.${status}`) })}
      {...(progress === null ? {} : { value: progress, max: 1 })}
    />
  );
}

function NewClipProgress({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const { clipRefs } = useGenerations();
  const ref = clipRefs.find((candidate) => candidate.id === `clip-${clip.id}`);
  if (ref) return <TrackedProgress clipRef={ref} />;
  return <progress className={styles.progress} aria-label={t('edit.making')} />;
}

/** Where the edit last applied is: made (play it, open it, keep editing it), running, failed. */
export function EditActionStatus({ action }: { action: EditActionState }) {
  const { t } = useTranslation();
  const [clip] = action.clips;
  if (action.view === 'idle') return null;
  return (
    <div className={styles.section} role="status" aria-live="polite">
      {action.view === 'submitting' && <p className={styles.muted}>{t('edit.submitting')}</p>}
      {action.view === 'running' && clip && (
        <>
          <p className={styles.muted}>{t('edit.making')}</p>
          <NewClipProgress clip={clip} />
        </>
      )}
      {action.view === 'started' && (
        <p className={styles.muted}>
          {t('edit.started', { count: action.clips.length })}{' '}
          <Link to="/create">{t('edit.seeOnCreate')}</Link>
        </p>
      )}
      {action.view === 'done' && clip && (
        <>
          <p>{t('edit.done', { title: clip.title })}</p>
          <div className={styles.row}>
            <PlayButton clip={clip} />
            <Link to="/song/$id" params={{ id: clip.id }}>
              {t('edit.openSong')}
            </Link>
            <Link to="/edit/$" params={{ _splat: clip.id }}>
              {t('edit.keepEditing')}
            </Link>
          </div>
        </>
      )}
      {action.view === 'failed' && (
        <div className={styles.row}>
          <p className={styles.error} role="alert">
            {t(`errors.${action.error ?? 'editActionFailed'}`)}
          </p>
          {RETRIED.has(action.error ?? 'editActionFailed') && (
            <Button variant="ghost" onClick={action.retry}>
              {t('edit.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
