import { useState, type FormEvent } from 'react';
import { LIBRARY_VIEWS } from '../../../contracts/library';
import { useLibrary } from '../../app/useLibrary';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { RowClipMenu } from '../clip-menu/RowClipMenu';
import { DeleteClipModal } from './DeleteClipModal';
import { LibraryFilters } from './LibraryFilters';
import { UploadButtons } from '../upload/UploadButtons';
import { PlayQueueProvider } from '../player/PlayQueue';
import { LibraryRow } from './LibraryRow';
import * as styles from './LibraryPage.css';

/**
 * /me: the signed-in user's songs, liked songs and trash, 20 a page, newest first, as dense
 * rows; filters, search, multi-select (trash, restore, delete; add to playlist joins here).
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const library = useLibrary();
  const [query, setQuery] = useState(library.filters.query);
  const inTrash = library.view === 'trash';
  const selected = library.selected;
  const allSelected = library.clips.length > 0 && selected.length === library.clips.length;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    library.search(query);
  };

  return (
    <PageShell page="library">
      <div className={styles.stack}>
        <div className={styles.toolbar}>
          <div className={styles.tabs} role="group" aria-label={t('library.views')}>
            {LIBRARY_VIEWS.map((view) => (
              <Button
                key={view}
                variant={library.view === view ? 'primary' : 'ghost'}
                aria-pressed={library.view === view}
                onClick={() => library.setView(view)}
              >
                {t(`library.view.${view}`)}
              </Button>
            ))}
          </div>
          <form role="search" className={styles.search} onSubmit={onSearch}>
            <input
              type="search"
              className={styles.searchInput}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-label={t('library.search')}
              placeholder={t('library.searchHint')}
            />
            <Button type="submit" variant="ghost">
              {t('library.searchButton')}
            </Button>
          </form>
        </div>
        <LibraryFilters library={library} />
        <UploadButtons studio />

        <div className={styles.bulk} role="toolbar" aria-label={t('library.selection')}>
          <label>
            <input
              type="checkbox"
              checked={allSelected}
              disabled={library.clips.length === 0}
              onChange={(event) => library.selectAll(event.target.checked)}
            />{' '}
            {t('library.selectAll')}
          </label>
          <span aria-live="polite">{t('library.selected', { count: selected.length })}</span>
          {inTrash ? (
            <>
              <Button
                variant="ghost"
                disabled={!selected.length}
                onClick={() => library.restore(selected)}
              >
                {t('library.restoreSelected')}
              </Button>
              <Button
                variant="ghost"
                disabled={!selected.length}
                onClick={() => library.askDelete(selected)}
              >
                {t('library.deleteSelected')}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="ghost"
                disabled={!selected.length}
                onClick={() => library.trash(selected)}
              >
                {t('library.trashSelected')}
              </Button>
              {/* The "add to playlist" action of the playlists feature joins here. */}
            </>
          )}
          <span>{t('library.total', { count: library.total })}</span>
        </div>

        {library.notice && (
          <p className={styles.notice} role="status">
            {t(`library.notice.${library.notice.kind}`, { count: library.notice.count })}
            {library.canUndo && (
              <Button variant="ghost" onClick={library.undo}>
                {t('library.undo')}
              </Button>
            )}
          </p>
        )}
        {library.changeError && (
          <p className={styles.error} role="alert">
            {t(`errors.${library.changeError}`)}
          </p>
        )}

        {library.error ? (
          <div>
            <p role="alert">{t(`errors.${library.error}`)}</p>
            <Button onClick={library.refresh}>{t('song.retry')}</Button>
          </div>
        ) : library.loading && library.clips.length === 0 ? (
          <Spinner />
        ) : library.clips.length === 0 ? (
          <p className={styles.empty}>{t(`library.empty.${library.view}`)}</p>
        ) : (
          <PlayQueueProvider clips={() => library.clips} context={{ type: 'library' }}>
            <ul className={styles.list} aria-busy={library.loading} aria-label={t('library.songs')}>
              {library.clips.map((clip) => (
                <LibraryRow
                  key={clip.id}
                  clip={clip}
                  inTrash={inTrash}
                  busy={library.changing}
                  selected={selected.includes(clip.id)}
                  onSelect={(on) => library.select(clip.id, on)}
                  onTrash={() => library.trash([clip.id])}
                  onRestore={() => library.restore([clip.id])}
                  onDelete={() => library.askDelete([clip.id])}
                  menu={<RowClipMenu clip={clip} />}
                />
              ))}
            </ul>
          </PlayQueueProvider>
        )}
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
      <DeleteClipModal />
    </PageShell>
  );
}
