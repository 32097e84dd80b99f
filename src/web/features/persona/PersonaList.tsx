import type { KeyboardEvent, ReactNode } from 'react';
import type { Persona, PersonaListKind } from '../../../contracts/persona';
import type { usePersonaLists } from '../../app/usePersonaLists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import * as styles from './Persona.css';

type Lists = ReturnType<typeof usePersonaLists>;

/** Tabs over the lists (arrow keys move between them), then the list shown, or its empty state. */
export function PersonaList({
  lists,
  kinds,
  label,
  renderItem,
}: {
  lists: Lists;
  kinds: readonly PersonaListKind[];
  label: string;
  renderItem: (persona: Persona) => ReactNode;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = kinds[(kinds.indexOf(lists.kind) + step + kinds.length) % kinds.length]!;
    lists.show(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-kind="${next}"]`)?.focus();
  };
  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            data-kind={kind}
            className={styles.tab}
            aria-selected={lists.kind === kind}
            tabIndex={lists.kind === kind ? 0 : -1}
            onClick={() => lists.show(kind)}
          >
            {t(`personas.kind.${kind}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`personas.kind.${lists.kind}`)}>
        {lists.status === 'failed' ? (
          <div>
            <p role="alert" className={styles.error}>
              {t(`errors.${lists.error ?? 'unknown'}`)}
            </p>
            <Button variant="ghost" onClick={lists.retry}>
              {t('song.retry')}
            </Button>
          </div>
        ) : lists.status !== 'ready' ? (
          <Spinner />
        ) : lists.personas.length === 0 ? (
          <p className={styles.empty}>{t(`personas.empty.${lists.kind}`)}</p>
        ) : (
          <ul className={styles.list}>
            {lists.personas.map((persona) => (
              <li key={persona.id}>{renderItem(persona)}</li>
            ))}
          </ul>
        )}
        {lists.status === 'ready' && lists.hasMore && (
          <Button variant="ghost" onClick={lists.more} disabled={lists.loadingMore}>
            {lists.loadingMore ? t('persona.loading') : t('persona.more')}
          </Button>
        )}
      </div>
    </div>
  );
}
