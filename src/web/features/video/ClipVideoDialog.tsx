import type { Clip } from '../../../contracts/clip';
import type { ClipVideoState } from '../../app/useClipVideo';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DownloadLink, RenderStatus } from './RenderStatus';
import * as styles from './Video.css';

/**
 * The clip's video (issue 18): its render followed until it is made, then played here, to
 * download; a stale video says so and can be made again.
 */
export function ClipVideoDialog({ clip, video }: { clip: Clip; video: ClipVideoState }) {
  const { t } = useTranslation();
  const { view, url, isStale, error } = video.video;
  const ready = view === 'ready' && url !== null;
  return (
    <Dialog
      open
      title={t('video.title', { title: clip.title })}
      onClose={video.closeVideo}
      actions={
        <>
          {ready && (
            <DownloadLink href={url} fileName={`${clip.title}.mp4`} label={t('video.download')} />
          )}
          {(view === 'failed' || (ready && isStale)) && (
            <Button onClick={video.makeVideo}>{t(ready ? 'video.remake' : 'video.retry')}</Button>
          )}
          <Button variant="ghost" onClick={video.closeVideo}>
            {t('video.close')}
          </Button>
        </>
      }
    >
      <RenderStatus
        busy={view === 'rendering' ? t('video.rendering') : null}
        error={view === 'failed' ? error : null}
      />
      {ready && (
        <>
          <video
            className={styles.media}
            src={url}
            controls
            playsInline
            preload="metadata"
            aria-label={t('video.player', { title: clip.title })}
          />
          {isStale && <p className={styles.note}>{t('video.stale')}</p>}
        </>
      )}
    </Dialog>
  );
}
