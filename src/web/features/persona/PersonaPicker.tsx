import { useEffect } from 'react';
import type { Persona, PersonaListKind } from '../../../contracts/persona';
import { usePersonaLists } from '../../app/usePersonaLists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PersonaCard } from './PersonaCard';
import { PersonaList } from './PersonaList';

const KINDS: readonly PersonaListKind[] = ['mine', 'loved', 'featured'];

/** The Add menu's personas page (spec 000 §2): choose one to sing the next song. */
export function PersonaPicker({ onPick }: { onPick: (persona: Persona) => void }) {
  const { t } = useTranslation();
  const lists = usePersonaLists('personaPicker');
  const { show, ready } = lists;
  useEffect(() => {
    if (ready) show(lists.kind);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, not per tab
  }, [ready, show]);
  return (
    <PersonaList
      lists={lists}
      kinds={KINDS}
      label={t('personas.pickerLabel')}
      renderItem={(persona) => (
        <PersonaCard
          persona={persona}
          action={
            <Button
              variant="ghost"
              aria-label={t('personas.useLabel', { name: persona.name })}
              onClick={() => onPick(persona)}
            >
              {t('personas.use')}
            </Button>
          }
        />
      )}
    />
  );
}
