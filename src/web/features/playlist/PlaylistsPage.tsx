import { usePlaylists } from '../../app/usePlaylists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { PlaylistCard } from './PlaylistCard';
import * as styles from './PlaylistsPage.css';

/** /playlist: the user's own playlists and the ones they like, a page at a time. */
export function PlaylistsPage() {
  const { t } = useTranslation();
  const list = usePlaylists();
  return (
    <PageShell page="playlists">
      <div role="tablist" aria-label={t('playlist.lists')} className={styles.tabs}>
        {(['mine', 'liked'] as const).map((tab) => (
          <Button
            key={tab}
            role="tab"
            variant={list.tab === tab ? 'primary' : 'ghost'}
            aria-selected={list.tab === tab}
            onClick={() => list.setTab(tab)}
          >
            {t(`playlist.tab.${tab}`)}
          </Button>
        ))}
      </div>
      {list.loading && <Spinner />}
      {list.error && (
        <div>
          <p role="alert">{t(`errors.${list.error}`)}</p>
          <Button onClick={list.refresh}>{t('song.retry')}</Button>
        </div>
      )}
      {!list.loading && !list.error && list.playlists.length === 0 && (
        <p className={styles.empty}>{t(`playlist.listEmpty.${list.tab}`)}</p>
      )}
      <ul className={styles.grid}>
        {list.playlists.map((playlist) => (
          <PlaylistCard key={playlist.id} playlist={playlist} />
        ))}
      </ul>
      {list.pageCount > 1 && (
        <nav className={styles.pager} aria-label={t('playlist.pages')}>
          <Button
            variant="ghost"
            disabled={list.page <= 1}
            onClick={() => list.goTo(list.page - 1)}
          >
            {t('playlist.previousPage')}
          </Button>
          <span>{t('playlist.pageOf', { page: list.page, count: list.pageCount })}</span>
          <Button
            variant="ghost"
            disabled={list.page >= list.pageCount}
            onClick={() => list.goTo(list.page + 1)}
          >
            {t('playlist.nextPage')}
          </Button>
        </nav>
      )}
    </PageShell>
  );
}
