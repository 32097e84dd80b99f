import {
  PERSONA_DESCRIPTION_MAX_CHARS,
  PERSONA_NAME_MAX_CHARS,
} from '../../../contracts/constants';
import type { usePersona } from '../../app/usePersona';
import { useTranslation } from '../../i18n/useTranslation';
import { DialogForm } from '../../ui/DialogForm';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import * as styles from './Persona.css';

/** The owner's edit dialog: name and description. */
export function PersonaEditDialog({ view }: { view: ReturnType<typeof usePersona> }) {
  const { t } = useTranslation();
  const draft = view.draft ?? { name: '', description: '' };
  return (
    <DialogForm
      open={view.editing}
      title={t('persona.editTitle')}
      busy={view.saving}
      onCancel={view.editCancel}
      onSubmit={view.editSave}
      labels={{
        cancel: t('songActions.cancel'),
        submit: t('persona.save'),
        busy: t('persona.saving'),
      }}
      className={styles.form}
    >
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
    </DialogForm>
  );
}
