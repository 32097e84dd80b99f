import { useEffect, useId, useRef } from 'react';
import { HOOK_VIDEO_MAX_BYTES } from '../../../../contracts/constants';
import { useHookVideoUpload } from '../../../app/useMakeHook';
import { useTranslation } from '../../../i18n/useTranslation';
import { Busy } from './Busy';
import { secondsText } from './hook-issue-text';
import * as styles from './MakeHook.css';

/** The chosen file played from memory: its address given back when the file changes or goes. */
function LocalVideo({ file, label }: { file: Blob; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const url = URL.createObjectURL(file);
    video.src = url;
    return () => {
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return (
    <video ref={ref} className={styles.preview} controls muted playsInline aria-label={label} />
  );
}

/** Screen 2: one video file, sent through the flow's upload and processed by the server. */
export function HookVideoStep() {
  const { t } = useTranslation();
  const upload = useHookVideoUpload();
  const inputId = useId();
  const busy = upload.view !== 'idle' && upload.view !== 'complete' && upload.view !== 'error';
  return (
    <div className={styles.panel}>
      <label htmlFor={inputId}>
        {t('makeHook.chooseVideo', { mb: HOOK_VIDEO_MAX_BYTES / 1024 / 1024 })}
      </label>
      <input
        id={inputId}
        type="file"
        accept="video/*"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.choose(file);
        }}
      />
      {upload.file && <LocalVideo file={upload.file} label={t('makeHook.videoPreview')} />}
      {busy && (
        <Busy>
          <span>{t(`makeHook.upload.${upload.view}`)}</span>
          {upload.view === 'uploading' && (
            <progress
              className={styles.progress}
              value={upload.progress}
              aria-label={t('makeHook.upload.progress')}
            />
          )}
        </Busy>
      )}
      {upload.uploaded && (
        <p role="status">
          {t('makeHook.upload.complete', { s: secondsText(upload.uploaded.duration_s ?? 0) })}
        </p>
      )}
      {upload.view === 'error' && (
        <p role="alert" className={styles.issue}>
          {t(`errors.${upload.error.code ?? 'videoUploadFailed'}`, {
            detail: upload.error.detail ?? '',
          })}
        </p>
      )}
    </div>
  );
}
