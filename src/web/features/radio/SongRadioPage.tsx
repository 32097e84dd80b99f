import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSongRadio } from '../../app/useSongRadio';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { NotFound } from '../shell/NotFound';
import * as styles from './RadioPage.css';

/**
 * /radio/song/{id}: the seed song and public songs sharing its styles, played through the
 * queue player (context song_radio) as soon as they arrive, and again on "Play".
 */
export function SongRadioPage({ clipId }: { clipId: string }) {
  const { t } = useTranslation();
  const radio = useSongRadio(clipId);
  const started = useRef(false);
  const clips = radio.list ? [radio.list.seed, ...radio.list.similar] : [];
  useEffect(() => {
    if (radio.status !== 'loaded' || started.current) return;
    started.current = true;
    radio.play(clips);
  });
  if (radio.status === 'notFound') return <NotFound what="song" />;
  return (
    <PageShell
      page="songRadio"
      title={radio.list ? `${t('pages.songRadio.title')}: ${radio.list.seed.title}` : undefined}
    >
      {radio.status === 'loading' && <Spinner />}
      {radio.status === 'failed' && (
        <div role="alert">
          <p>{t(`errors.${radio.error ?? 'unknown'}`)}</p>
          <Button onClick={radio.retry}>{t('song.retry')}</Button>
        </div>
      )}
      {radio.list && (
        <>
          <Button onClick={() => radio.play(clips)}>{t('radio.play')}</Button>
          {radio.list.similar.length === 0 && (
            <p className={styles.muted}>{t('radio.noSimilar')}</p>
          )}
          <ol className={styles.queue} aria-label={t('radio.queue')}>
            {clips.map((clip) => (
              <li key={clip.id}>
                <Link to="/song/$id" params={{ id: clip.id }}>
                  {clip.title}
                </Link>{' '}
                <span className={styles.muted}>@{clip.handle}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </PageShell>
  );
}
