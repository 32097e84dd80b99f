import { Link } from '@tanstack/react-router';
import { useTagRadio } from '../../app/useTagRadio';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import * as styles from './RadioPage.css';

/** /radio/tag/{tag}: public songs naming a style, played through the queue player on "Play". */
export function TagRadioPage({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const radio = useTagRadio(tag);
  return (
    <PageShell page="tagRadio" title={`${t('pages.tagRadio.title')}: ${tag}`}>
      {radio.status === 'loading' && <Spinner />}
      {radio.status === 'failed' && (
        <div role="alert">
          <p>{t(`errors.${radio.error ?? 'unknown'}`)}</p>
          <Button onClick={radio.retry}>{t('song.retry')}</Button>
        </div>
      )}
      {radio.status === 'loaded' && radio.clips.length === 0 && (
        <p className={styles.muted}>{t('radio.noTagSongs')}</p>
      )}
      {radio.clips.length > 0 && (
        <>
          <Button onClick={() => radio.play(radio.clips)}>{t('radio.play')}</Button>
          <ol className={styles.queue} aria-label={t('radio.tagQueue')}>
            {radio.clips.map((clip) => (
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
