import { Link } from '@tanstack/react-router';
import type { TagSearchType } from '../../../../machines/search/tagSongs.machine';
import { useTagSongs } from '../../app/useTagSongs';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { SongSection } from '../discover/SongSection';
import * as styles from '../discover/Discover.css';

/**
 * /style/{tag} and /hashtag/{tag}: public songs naming a style or using a hashtag in their
 * caption, most relevant first, a page at a time, played as a queue (context `style_tag` or
 * `hashtag`). Open to visitors.
 */
export function TagSongsPage({ searchType, tag }: { searchType: TagSearchType; tag: string }) {
  const { t } = useTranslation();
  const songs = useTagSongs(searchType, tag);
  const isStyle = searchType === 'tag_song';
  const title = isStyle ? tag : `#${tag}`;
  return (
    <PageShell page={isStyle ? 'style' : 'hashtag'} title={title}>
      <div className={styles.sections}>
        <p className={styles.muted}>
          {t(isStyle ? 'tags.styleLead' : 'tags.hashtagLead', { count: songs.total })}
          {isStyle && (
            <>
              {' '}
              <Link to="/radio/tag/$tag" params={{ tag }}>
                {t('tags.radio')}
              </Link>
            </>
          )}
        </p>
        {songs.status === 'loading' && <Spinner />}
        {songs.status === 'failed' && (
          <div role="alert" className={styles.failed}>
            <p>{t(`errors.${songs.error ?? 'unknown'}`)}</p>
            <Button onClick={songs.retry}>{t('song.retry')}</Button>
          </div>
        )}
        {songs.status !== 'loading' && songs.status !== 'failed' && songs.clips.length === 0 && (
          <p className={styles.muted}>
            {t(isStyle ? 'tags.styleEmpty' : 'tags.hashtagEmpty')}{' '}
            <Link to="/create">{t('discover.createFirst')}</Link>
          </p>
        )}
        {songs.clips.length > 0 && (
          <SongSection
            clips={songs.clips}
            label={t(isStyle ? 'tags.styleSongs' : 'tags.hashtagSongs', { tag: title })}
            context={{ type: isStyle ? 'style_tag' : 'hashtag', id: tag }}
          />
        )}
        {songs.status === 'ready' && songs.error && songs.clips.length > 0 && (
          <p role="alert">{t(`errors.${songs.error}`)}</p>
        )}
        {songs.hasMore && (
          <Button onClick={songs.more} disabled={songs.status === 'loadingMore'}>
            {songs.status === 'loadingMore' ? t('tags.loadingMore') : t('tags.more')}
          </Button>
        )}
      </div>
    </PageShell>
  );
}
