import { useTranslation } from 'react-i18next';
import { useGenerations } from '../../app/useGenerations';
import { ClipRow } from './ClipRow';
import * as styles from './GenerationList.css';

/** The clips this session is making or has made, newest first. */
export function GenerationList() {
  const { t } = useTranslation();
  const { clipRefs } = useGenerations();
  return (
    <section className={styles.section} aria-labelledby="generations-title">
      <h2 id="generations-title" className={styles.title}>
        {t('create.yourSongs')}
      </h2>
      {clipRefs.length === 0 ? (
        <p className={styles.empty}>{t('create.noSongsYet')}</p>
      ) : (
        <ul className={styles.list}>
          {clipRefs.map((ref) => (
            <ClipRow key={ref.id} clipRef={ref} />
          ))}
        </ul>
      )}
    </section>
  );
}
