import { useId } from 'react';
import type { Clip } from '../../../contracts/clip';
import { VIDEO_MAX_BYTES } from '../../../contracts/video-limits';
import { useVideoCoverUpload } from '../../app/useVideoCoverUpload';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './ClipMenu.css';

/**
 * The song editor's video cover (issue 18): a video uploaded as the clip's cover (the upload
 * child of the clip's settings, finished as a `video_cover`), saved with the editor, or the
 * clip's video cover removed on save.
 */
export function VideoCoverField({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useVideoCoverUpload(clip.id);
  const busy = upload.view !== 'idle' && upload.view !== 'complete' && upload.view !== 'error';
  const current = !upload.removed && upload.view === 'idle' ? clip.video_cover_url : null;
  return (
    <div>
      <label htmlFor={inputId}>{t('clipMenu.videoCover')}</label>
      <input
        id={inputId}
        type="file"
        accept="video/*"
        disabled={busy}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.choose(file);
        }}
      />
      <p id={`${inputId}-hint`} className={styles.count}>
        {t('clipMenu.videoCoverHint', { mb: VIDEO_MAX_BYTES / 1024 / 1024 })}
      </p>
      {current && (
        <video
          className={styles.coverPreview}
          src={current}
          aria-label={t('clipMenu.currentVideoCover')}
          autoPlay
          muted
          loop
          playsInline
        />
      )}
      {busy && (
        <p role="status">
          {t(`makeHook.upload.${upload.view}`)}
          {upload.view === 'uploading' && (
            <progress value={upload.progress} aria-label={t('makeHook.upload.progress')} />
          )}
        </p>
      )}
      {upload.view === 'complete' && <p role="status">{t('clipMenu.videoCoverReady')}</p>}
      {upload.view === 'error' && (
        <p role="alert">
          {t(`errors.${upload.error.code ?? 'videoUploadFailed'}`, {
            detail: upload.error.detail ?? '',
          })}
        </p>
      )}
      {upload.removed && <p role="status">{t('clipMenu.videoCoverRemoved')}</p>}
      {(clip.video_cover_url || upload.view === 'complete') && !upload.removed && (
        <Button variant="ghost" onClick={upload.remove} disabled={busy}>
          {t('clipMenu.removeVideoCover')}
        </Button>
      )}
    </div>
  );
}
