import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Clip } from '../../../contracts/clip';
import { useClipFamily } from '../../app/useClipFamily';
import { useRemixTree } from '../../app/useRemixTree';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadMore } from '../generations/LoadMore';
import * as listStyles from '../generations/GenerationList.css';
import { PlayButton } from '../player/PlayButton';
import { MadeFromList } from './MadeFromList';
import { SourceLink } from './SourceLink';
import * as kindStyles from './MadeFromList.css';
import * as styles from './RemixTree.css';

/**
 * The song page's remix tree: the song it was made from above ("Made from …", with its play
 * button), then how many were
 * made from it, who made them and the clips themselves (MadeFromList, paged and playable), and
 * the viewer's own. The owner's remix settings are said here; what the viewer may not see never
 * reaches the page.
 */
export function RemixTree({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const family = useClipFamily(clip.id);
  const tree = useRemixTree(clip.id);
  const { refresh } = tree;
  const shown = family.groups.reduce((sum, group) => sum + group.items.length, 0);
  const { count } = tree;
  // More shown than counted: a clip made from it while the page shows; read the tree again.
  useEffect(() => {
    if (count !== null && shown > count) refresh();
  }, [shown, count, refresh]);
  const isOwner = user?.id === clip.user_id;
  const parent = family.parent;
  return (
    <section className={listStyles.section} aria-labelledby="remix-tree-title">
      <h2 id="remix-tree-title" className={listStyles.title}>
        {t('remixTree.title')}
      </h2>
      {parent && (
        <div className={styles.source}>
          <PlayButton clip={parent} />
          <SourceLink clipId={clip.id} />
        </div>
      )}
      <p className={styles.note}>
        {count === null && shown === 0
          ? t('remixTree.loading')
          : t('remixTree.count', { count: Math.max(count ?? 0, shown) })}
      </p>
      {!clip.metadata.can_remix && (
        <p className={styles.note}>{t(isOwner ? 'remixTree.closedOwner' : 'remixTree.closed')}</p>
      )}
      {isOwner && !clip.metadata.show_remix && (
        <p className={styles.note}>{t('remixTree.hidden')}</p>
      )}
      {tree.remixers.length > 0 && (
        <section className={kindStyles.group} aria-labelledby="remix-tree-remixers">
          <h3 id="remix-tree-remixers" className={kindStyles.kind}>
            {t('remixTree.remixedBy')}
          </h3>
          <ul className={styles.remixers}>
            {tree.remixers.map((remixer) => (
              <li key={remixer.handle}>
                <Link
                  to="/@{$handle}"
                  params={{ handle: remixer.handle }}
                  className={styles.remixer}
                >
                  @{remixer.handle}
                </Link>{' '}
                {t('remixTree.clips', { count: remixer.num_clips })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LoadMore
        hasMore={tree.hasMore}
        loading={tree.loadingMore}
        error={tree.error}
        onMore={tree.more}
        onRetry={tree.retry}
        label={t('remixTree.moreRemixers')}
      />
      <MadeFromList clipId={clip.id} />
      {!isOwner && tree.mine.length > 0 && (
        <section className={kindStyles.group} aria-labelledby="remix-tree-mine">
          <h3 id="remix-tree-mine" className={kindStyles.kind}>
            {t('remixTree.mine', { count: tree.mineTotal })}
          </h3>
          <ul className={styles.mine}>
            {tree.mine.map((remix) => (
              <li key={remix.id}>
                <Link to="/song/$id" params={{ id: remix.id }}>
                  {remix.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
