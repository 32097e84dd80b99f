import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import * as styles from './PageShell.css';
import { useFirstViewShown } from './useFirstViewShown';
import type { PageKey } from './pages';

/** A titled page: the heading, the document title, and the page's content or its empty state. */
export function PageShell({
  page,
  title: ownTitle,
  children,
  firstViewInside = false,
}: {
  page: PageKey;
  /** A page about one thing (a song) is titled by it. */
  title?: string;
  children?: ReactNode;
  /** The content says itself when it has drawn (the create form waits for its machine). */
  firstViewInside?: boolean;
}) {
  const { t } = useTranslation();
  const title = ownTitle ?? t(`pages.${page}.title`);
  useFirstViewShown(!firstViewInside);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children ?? <p className={styles.empty}>{t(`pages.${page}.empty`)}</p>}
    </section>
  );
}
