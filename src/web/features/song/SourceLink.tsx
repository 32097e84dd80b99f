import { Link } from '@tanstack/react-router';
import { useClipFamily } from '../../app/useClipFamily';
import { translateAroundTag } from '../../i18n/translate-around-tag';
import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './MadeFromList.css';

/** "Made from <source title>", linking back to the clip this one was made from, if any is seen. */
export function SourceLink({ clipId }: { clipId: string }) {
  const { i18n } = useTranslation();
  const { parent } = useClipFamily(clipId);
  if (!parent) return null;
  const [before, title, after] = translateAroundTag(i18n, 'songActions.madeFromSource', 'song', {
    title: parent.title,
  });
  return (
    <p className={styles.source}>
      {before}
      <Link to="/song/$id" params={{ id: parent.id }} className={styles.sourceLink}>
        {title}
      </Link>
      {after}
    </p>
  );
}
