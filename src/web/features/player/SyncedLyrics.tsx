import { useEffect, useRef } from 'react';
import type { Clip } from '../../../contracts/clip';
import { useSyncedLyrics } from '../../app/useSyncedLyrics';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { activeWordIndex, lyricLines } from './synced-lyrics';
import * as styles from './FullScreenPlayer.css';

/**
 * The current song's lyrics in the full-screen player: the aligned words, the one sung now
 * highlighted and kept in view; else the plain lyrics, or a note that the song sings none.
 */
export function SyncedLyrics({ clip, currentTime }: { clip: Clip; currentTime: number }) {
  const { t } = useTranslation();
  const { status, words, retry } = useSyncedLyrics(clip.id);
  const active = activeWordIndex(words, currentTime);
  const activeRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [active]);
  if (status === 'loading') return <Spinner />;
  if (status === 'failed') {
    return (
      <p role="alert" className={styles.note}>
        {t('player.lyricsFailed')}{' '}
        <Button variant="ghost" onClick={retry}>
          {t('player.retry')}
        </Button>
      </p>
    );
  }
  if (status === 'unaligned') {
    const plain = clip.metadata.prompt?.trim();
    if (!plain) return <p className={styles.note}>{t('player.instrumental')}</p>;
    return <p className={styles.lyrics}>{plain}</p>;
  }
  return (
    <div className={styles.lyrics} aria-label={t('player.lyrics')}>
      {lyricLines(words).map((line) => (
        <p key={line.start} className={styles.line}>
          {line.words.map((word, offset) => {
            const index = line.start + offset;
            return (
              <span
                key={index}
                ref={index === active ? activeRef : undefined}
                className={styles.word}
                data-sung={index <= active}
                aria-current={index === active ? 'true' : undefined}
              >
                {word.word}
              </span>
            );
          })}
        </p>
      ))}
    </div>
  );
}
