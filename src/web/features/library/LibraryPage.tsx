import { useTranslation } from '../../i18n/useTranslation';
import { clipErrorOf } from '../../../../machines/generations/clip.selectors';
import { useLibrary } from '../../app/useLibrary';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { RowClipMenu } from '../clip-menu/RowClipMenu';
import { ClipRowView } from '../generations/ClipRow';
import * as styles from './LibraryPage.css';

/** /me: the signed-in user's songs, newest first, 20 per page. */
export function LibraryPage() {
  const { t } = useTranslation();
  const library = useLibrary();
  return (
    <PageShell page="library">
      {library.error ? (
        <div className={styles.stack}>
          <p role="alert">{t(`errors.${library.error}`)}</p>
          <Button onClick={library.refresh}>{t('song.retry')}</Button>
        </div>
      ) : library.loading && library.clips.length === 0 ? (
        <Spinner />
      ) : library.clips.length === 0 ? (
        <p className={styles.empty}>{t('pages.library.empty')}</p>
      ) : (
        <div className={styles.stack}>
          <ul className={styles.list} aria-busy={library.loading}>
            {library.clips.map((clip) => (
              <ClipRowView
                key={clip.id}
                clip={clip}
                status={clip.status}
                progress={null}
                error={
                  clip.status === 'error'
                    ? clipErrorOf(clip.metadata.error_type, clip.metadata.error_message)
                    : null
                }
                menu={<RowClipMenu clip={clip} />}
              />
            ))}
          </ul>
          {library.pageCount > 1 && (
            <nav className={styles.pager} aria-label={t('library.pages')}>
              <Button
                variant="ghost"
                disabled={library.page <= 1}
                onClick={() => library.goTo(library.page - 1)}
              >
                {t('library.previous')}
              </Button>
              <span>{t('library.pageOf', { page: library.page, count: library.pageCount })}</span>
              <Button
                variant="ghost"
                disabled={library.page >= library.pageCount}
                onClick={() => library.goTo(library.page + 1)}
              >
                {t('library.next')}
              </Button>
            </nav>
          )}
        </div>
      )}
    </PageShell>
  );
}
