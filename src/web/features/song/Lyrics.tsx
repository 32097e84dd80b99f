import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './SongPage.css';

/** Lyrics as sung, with the [Verse]/[Chorus] tags shown as section headings. */
export function Lyrics({ lyrics, instrumental }: { lyrics: string | null; instrumental: boolean }) {
  const { t } = useTranslation();
  const text = lyrics?.trim();
  return (
    <section aria-labelledby="lyrics-title" className={styles.lyrics}>
      <h2 id="lyrics-title" className={styles.lyricsTitle}>
        {t('song.lyrics')}
      </h2>
      {instrumental || !text ? (
        <p className={styles.muted}>{t(instrumental ? 'song.instrumental' : 'song.noLyrics')}</p>
      ) : (
        text.split('\n').map((line, index) => {
          const tag = /^\s*\[(.+)\]\s*$/.exec(line);
          if (tag) {
            return (
              <h3 key={index} className={styles.sectionTag}>
                {tag[1]}
              </h3>
            );
          }
          return line.trim() ? (
            <p key={index} className={styles.line}>
              {line}
            </p>
          ) : (
            <br key={index} />
          );
        })
      )}
    </section>
  );
}
