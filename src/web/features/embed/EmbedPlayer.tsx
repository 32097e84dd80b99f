import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSong } from '../../app/useSong';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { useFirstViewShown } from '../../ui/useFirstViewShown';
import { Spinner } from '../../ui/Spinner';
import { isPlayable } from '../../../../machines/player/queue';
import { EmbedControls } from './EmbedControls';
import * as styles from './EmbedPlayer.css';

/**
 * /embed/{id}: a public song as other sites frame it (spec 001 §2), signed out as well: cover,
 * title, creator, player and a link to the song's page. A private or unknown song reads as not
 * found, as on the song page.
 */
export function EmbedPlayer({ clipId }: { clipId: string }) {
  const { t } = useTranslation();
  const song = useSong(clipId);
  const title = song.clip?.title;
  useFirstViewShown(song.status !== 'loading');
  useEffect(() => {
    if (title) document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  if (song.status === 'loading') return <Spinner />;
  if (song.status === 'notFound') {
    return (
      <PageShell page="embed" title={t('notFound.song.title')}>
        <p className={styles.meta}>{t('notFound.song.message')}</p>
      </PageShell>
    );
  }
  if (!song.clip) {
    return (
      <PageShell page="embed">
        <p role="alert">{t(`errors.${song.error ?? 'unknown'}`)}</p>
        <Button onClick={song.retry}>{t('song.retry')}</Button>
      </PageShell>
    );
  }
  const { clip } = song;
  return (
    <main className={styles.player}>
      {clip.image_url ? (
        <img className={styles.cover} src={clip.image_url} alt="" width={176} height={176} />
      ) : (
        <div className={styles.cover} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h1 className={styles.title}>{clip.title}</h1>
        <p className={styles.meta}>@{clip.handle}</p>
        {isPlayable(clip) && <EmbedControls clip={clip} />}
        {/* Framed by another site: the song's own page opens in a new tab, not in the frame. */}
        <a className={styles.link} href={`/song/${clip.id}`} target="_blank" rel="noopener">
          {t('embed.listen')}
        </a>
      </div>
    </main>
  );
}
