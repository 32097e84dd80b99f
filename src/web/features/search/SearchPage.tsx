import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { SEARCH_PAGE_TYPES, type SearchPageType } from '../../../contracts/search';
import { useSearch } from '../../app/useSearch';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import * as styles from './SearchPage.css';
import { SearchResults } from './SearchResults';

/**
 * /search?q=&type= (spec 001 §2): the box searches as one types (a pause, then the first page);
 * Enter or a type keeps the search in the address and among the recent searches, which show
 * while the box is empty. Persona results only with the `persona-search` flag (spec 001 §5).
 */
export function SearchPage({ q, type }: { q: string; type: SearchPageType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch(q, type);
  const types = SEARCH_PAGE_TYPES.filter(
    (each) => each !== 'public_persona' || search.personaSearch || type === each,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = search.draft.trim();
    if (term === q) search.searchAgain(term);
    else void navigate({ to: '/search', search: { q: term, type } });
  };
  return (
    <PageShell page="search">
      <form role="search" className={styles.form} onSubmit={submit}>
        <input
          type="search"
          className={styles.input}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search.draft}
          onChange={(event) => search.typeText(event.target.value)}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </form>
      <ul className={styles.types} aria-label={t('search.types')}>
        {types.map((each) => (
          <li key={each}>
            <Link
              to="/search"
              search={{ q: search.term, type: each }}
              className={styles.type}
              aria-current={each === type ? 'page' : undefined}
            >
              {t(`search.type.${each}`)}
            </Link>
          </li>
        ))}
      </ul>
      <SearchBody search={search} q={q} />
    </PageShell>
  );
}

function SearchBody({ search, q }: { search: ReturnType<typeof useSearch>; q: string }) {
  const { t } = useTranslation();
  if (search.status === 'starting' || search.status === 'searching') return <Spinner />;
  if (search.status === 'failed') {
    return (
      <div role="alert">
        <p>{t(`errors.${search.error ?? 'unknown'}`)}</p>
        <Button onClick={search.retry}>{t('song.retry')}</Button>
      </div>
    );
  }
  if (search.status === 'idle') {
    // The address may name the term already (its link changes nothing): search it again.
    const again = (term: string) => term === q && search.searchAgain(term);
    return <RecentSearches recent={search.recent} type={search.type} onChoose={again} />;
  }
  if (search.hits.length === 0) {
    return <p className={styles.muted}>{t('search.noResults', { term: search.term })}</p>;
  }
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t('search.count', { count: search.total, term: search.term })}
      </p>
      <SearchResults type={search.type} hits={search.hits} term={search.term} />
      {search.hasMore && (
        <Button
          variant="ghost"
          className={styles.more}
          onClick={search.more}
          disabled={search.loadingMore}
        >
          {t(search.loadingMore ? 'search.loadingMore' : 'search.more')}
        </Button>
      )}
    </>
  );
}

function RecentSearches(props: {
  recent: string[];
  type: SearchPageType;
  onChoose: (term: string) => void;
}) {
  const { recent, type } = props;
  const { t } = useTranslation();
  if (recent.length === 0) return <p className={styles.muted}>{t('pages.search.empty')}</p>;
  return (
    <section aria-labelledby="recent-searches">
      <h2 id="recent-searches">{t('search.recent')}</h2>
      <ul className={styles.list}>
        {recent.map((term) => (
          <li key={term}>
            <Link to="/search" search={{ q: term, type }} onClick={() => props.onChoose(term)}>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
