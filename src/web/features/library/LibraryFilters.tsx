import { TRI_STATE_FILTERS, type TriState } from '../../../contracts/library';
import type { Library } from '../../app/useLibrary';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './LibraryPage.css';

const toValue = (value: TriState) => (value === null ? 'any' : String(value));
const fromValue = (value: string): TriState => (value === 'any' ? null : value === 'true');

/** The library's filters (spec 001 §9): each Any, Yes or No; two switches; back to defaults. */
export function LibraryFilters({ library }: { library: Library }) {
  const { t } = useTranslation();
  const { filters } = library;
  const inTrash = library.view === 'trash';
  const shown = TRI_STATE_FILTERS.filter(
    (name) => !inTrash || name === 'liked' || name === 'public',
  );
  return (
    <details>
      <summary>{t('library.filters', { count: library.activeFilters })}</summary>
      <div className={styles.filters}>
        {shown.map((name) => (
          <label key={name} className={styles.filter}>
            {t(`library.filter.${name}`)}
            <select
              value={toValue(filters.tri[name])}
              onChange={(event) => library.setFilter(name, fromValue(event.target.value))}
            >
              <option value="any">{t('library.any')}</option>
              <option value="true">{t('library.yes')}</option>
              <option value="false">{t('library.no')}</option>
            </select>
          </label>
        ))}
        {!inTrash &&
          (['hideDisliked', 'hideGenStems'] as const).map((name) => (
            <label key={name} className={styles.filter}>
              <span>
                <input
                  type="checkbox"
                  checked={filters[name]}
                  onChange={(event) => library.setHide(name, event.target.checked)}
                />{' '}
                {t(`library.filter.${name}`)}
              </span>
            </label>
          ))}
        <Button variant="ghost" onClick={library.resetFilters}>
          {t('library.resetFilters')}
        </Button>
      </div>
    </details>
  );
}
