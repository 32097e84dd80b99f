import type { Clip } from '../../../contracts/clip';
import { SHARE_ASSET_TYPES, type ShareAsset } from '../../../contracts/video';
import type { ClipVideoState } from '../../app/useClipVideo';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DownloadLink, RenderStatus } from './RenderStatus';
import * as styles from './Video.css';

/**
 * Share cards of a song (issue 18): a square image or a short upright video, made on the
 * server, shown here and saved with "Download".
 */
export function ShareCardDialog({ clip, video }: { clip: Clip; video: ClipVideoState }) {
  const { t } = useTranslation();
  const { view, type, card } = video.share;
  const busy = view === 'rendering';
  return (
    <Dialog
      open
      title={t('video.shareTitle', { title: clip.title })}
      onClose={video.closeShare}
      actions={
        <>
          {view === 'ready' && card?.url && (
            <DownloadLink
              href={card.url}
              fileName={`${clip.title}.${card.asset_type === 'image' ? 'png' : 'mp4'}`}
              label={t('video.downloadCard')}
            />
          )}
          <Button variant="ghost" onClick={video.closeShare}>
            {t('video.close')}
          </Button>
        </>
      }
    >
      <div className={styles.choices} role="group" aria-label={t('video.cardKind')}>
        {SHARE_ASSET_TYPES.map((kind) => (
          <Button
            key={kind}
            variant={kind === type && view !== 'idle' ? 'primary' : 'ghost'}
            aria-pressed={kind === type && view !== 'idle'}
            disabled={busy}
            onClick={() => video.makeCard(kind)}
          >
            {t(kind === 'image' ? 'video.imageCard' : 'video.videoCard')}
          </Button>
        ))}
      </div>
      {view === 'idle' && <p>{t('video.cardHint')}</p>}
      <RenderStatus
        busy={busy ? t('video.cardRendering') : null}
        error={view === 'failed' ? 'shareAssetFailed' : null}
      />
      {view === 'ready' && card?.url && <CardPreview card={card} title={clip.title} />}
    </Dialog>
  );
}

function CardPreview({ card, title }: { card: ShareAsset; title: string }) {
  const { t } = useTranslation();
  const label = t('video.cardPreview', { title });
  return card.asset_type === 'image' ? (
    <img
      className={styles.media}
      src={card.url!}
      alt={label}
      width={card.width}
      height={card.height}
    />
  ) : (
    <video
      className={styles.media}
      src={card.url!}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
    />
  );
}
