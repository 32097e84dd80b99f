import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './RadioPage.css';

/** A clip's styles (its comma-separated tags), each a link to its style tag page. */
export function StyleLinks({ tags }: { tags: string }) {
  const { t } = useTranslation();
  const each = tags
    .split(',')
    .map((style) => style.trim())
    .filter(Boolean);
  return (
    <span className={styles.tags}>
      {each.map((tag) => (
        <Link key={tag} to="/style/$tag" params={{ tag }} aria-label={t('tags.styleLink', { tag })}>
          {tag}
        </Link>
      ))}
    </span>
  );
}
