import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ErrorCode } from '../../../contracts/errors';
import { Button } from '../../ui/Button';
import * as styles from './GenerationList.css';

/** How far below the view the end of a list starts loading the next page. */
const PRELOAD_MARGIN = '240px';

/**
 * The end of a paged list: "Load more", pressed by the reader or when it scrolls into view so
 * the list reads on as it is scrolled; after a failed read, the error and "Try again".
 */
export function LoadMore(props: {
  hasMore: boolean;
  loading: boolean;
  error: ErrorCode | null;
  /** Stable across renders (each new one observes the end anew). */
  onMore: () => void;
  /** Reads again what failed (the first page or the next one). */
  onRetry: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const { hasMore, loading, error, onMore } = props;
  useEffect(() => {
    const element = end.current;
    // A failed page waits for the reader: scrolling must not retry it in a loop.
    if (!element || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') {
      return;
    }
    // A new observer after each page reports at once whether the end is still in view.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onMore(),
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, error, onMore]);
  if (!hasMore && !loading && !error) return null;
  return (
    <div ref={end} className={styles.more}>
      {error && (
        <p role="alert" className={styles.error}>
          {t(`errors.${error}`)}
        </p>
      )}
      <Button variant="ghost" disabled={loading} onClick={error ? props.onRetry : onMore}>
        {loading ? t('clipList.loadingMore') : error ? t('clipList.retry') : props.label}
      </Button>
    </div>
  );
}
