import { useId, type FormEvent } from 'react';
import {
  PERSONA_DESCRIPTION_MAX_CHARS,
  PERSONA_NAME_MAX_CHARS,
} from '../../../contracts/constants';
import type { usePersona } from '../../app/usePersona';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import * as styles from './Persona.css';

/** The owner's edit dialog: name and description. */
export function PersonaEditDialog({ view }: { view: ReturnType<typeof usePersona> }) {
  const { t } = useTranslation();
  const formId = useId();
  const draft = view.draft ?? { name: '', description: '' };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!view.saving) view.editSave();
  };
  return (
    <Dialog
      open={view.editing}
      title={t('persona.editTitle')}
      onClose={view.editCancel}
      dismissible={!view.saving}
      actions={
        <>
          <Button variant="ghost" onClick={view.editCancel} disabled={view.saving}>
            {t('songActions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={view.saving} aria-busy={view.saving}>
            {view.saving ? t('persona.saving') : t('persona.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('persona.name')}
          value={draft.name}
          maxLength={PERSONA_NAME_MAX_CHARS}
          placeholder={t('persona.defaultName')}
          onChange={(event) => view.editUpdate({ name: event.target.value })}
        />
        <TextArea
          label={t('persona.description')}
          value={draft.description}
          maxLength={PERSONA_DESCRIPTION_MAX_CHARS}
          rows={3}
          onChange={(event) => view.editUpdate({ description: event.target.value })}
        />
      </form>
    </Dialog>
  );
}
