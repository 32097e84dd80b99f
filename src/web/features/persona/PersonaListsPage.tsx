import { useEffect } from 'react';
import type { PersonaListKind } from '../../../contracts/persona';
import { usePersonaLists } from '../../app/usePersonaLists';
import { useTranslation } from '../../i18n/useTranslation';
import { PageShell } from '../../ui/PageShell';
import { PersonaCard } from './PersonaCard';
import { PersonaList } from './PersonaList';

const KINDS: readonly PersonaListKind[] = ['mine', 'loved', 'followed', 'trashed'];

/** /personas: the user's personas, the ones they love and follow, and their trash. */
export function PersonaListsPage() {
  const { t } = useTranslation();
  const lists = usePersonaLists('personaLists');
  const { show, ready } = lists;
  useEffect(() => {
    // Read afresh on each visit, on the list last shown.
    if (ready) show(lists.kind);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, not per tab
  }, [ready, show]);
  return (
    <PageShell page="personas">
      <PersonaList
        lists={lists}
        kinds={KINDS}
        label={t('personas.listsLabel')}
        renderItem={(persona) => <PersonaCard persona={persona} />}
      />
    </PageShell>
  );
}
