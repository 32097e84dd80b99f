import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './AppNav.css';

/** The navigation's search box: Enter opens /search for the term (spec 001 §2), signed out too. */
export function NavSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    setTerm('');
    void navigate({ to: '/search', search: { q } });
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        name="q"
        className={styles.searchInput}
        aria-label={t('nav.searchLabel')}
        placeholder={t('nav.searchPlaceholder')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
    </form>
  );
}
