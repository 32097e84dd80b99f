import { useTranslation } from '../../i18n/useTranslation';
import { useClipFamily } from '../../app/useClipFamily';
import { clipOfListed, ListedClipRow } from '../generations/ListedClipRow';
import { PlayQueueProvider } from '../player/PlayQueue';
import { LoadMore } from '../generations/LoadMore';
import * as listStyles from '../generations/GenerationList.css';
import * as styles from './MadeFromList.css';

/**
 * Every clip made from this song that the viewer may see (extensions, covers, remasters,
 * stems, whole songs, edits...), grouped by kind: those being made follow their renders, the
 * others are read from the server, so the list survives a reload.
 */
export function MadeFromList({ clipId }: { clipId: string }) {
  const { t } = useTranslation();
  const family = useClipFamily(clipId);
  if (family.groups.length === 0 && !family.error) return null;
  return (
    <section className={listStyles.section} aria-labelledby="made-from-title">
      <h2 id="made-from-title" className={listStyles.title}>
        {t('songActions.madeFrom')}
      </h2>
      {family.groups.map(({ kind, items }) => (
        <section key={kind} className={styles.group} aria-labelledby={`made-from-${kind}`}>
          <h3 id={`made-from-${kind}`} className={styles.kind}>
            {t(`songActions.kinds.${kind}`, { count: items.length })}
          </h3>
          <PlayQueueProvider
            clips={() => items.map(clipOfListed)}
            context={{ type: 'song', id: clipId }}
          >
            <ul className={listStyles.list}>
              {items.map((item) => (
                <ListedClipRow key={item.id} item={item} />
              ))}
            </ul>
          </PlayQueueProvider>
        </section>
      ))}
      <LoadMore
        hasMore={family.hasMore}
        loading={family.loadingMore}
        error={family.error}
        onMore={family.more}
        onRetry={family.retry}
        label={t('songActions.moreMadeFrom')}
      />
    </section>
  );
}
