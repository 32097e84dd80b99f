import { Link } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import {
  PERSONA_DESCRIPTION_MAX_CHARS,
  PERSONA_NAME_MAX_CHARS,
} from '../../../contracts/constants';
import { useCreatePersona } from '../../app/useCreatePersona';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Switch } from '../../ui/Switch';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import * as styles from './Persona.css';

/**
 * The create-persona modal (spec 000 §2), one for the app: opened from a vocal clip's menu,
 * it names the persona (empty: 'Untitled Persona'), describes it and publishes it or not; once
 * made, it offers the persona's page.
 */
export function CreatePersonaModal() {
  const { t } = useTranslation();
  const modal = useCreatePersona();
  const formId = useId();
  const busy = modal.step === 'submitting';
  const fields = modal.fields ?? { name: '', description: '', isPublic: false };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) modal.submit();
  };
  // Nothing in the page while closed: a closed modal's fields would still be found by text.
  if (modal.step === 'closed') return null;
  if (modal.step === 'created' && modal.created) {
    const persona = modal.created;
    return (
      <Dialog
        open
        title={t('createPersona.createdTitle')}
        onClose={modal.close}
        actions={
          <Button variant="ghost" onClick={modal.close}>
            {t('createPersona.close')}
          </Button>
        }
      >
        <p>{t('createPersona.created', { name: persona.name })}</p>
        <Link to="/persona/$id" params={{ id: persona.id }} onClick={modal.close}>
          {t('createPersona.open', { name: persona.name })}
        </Link>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={modal.step === 'editing' || busy}
      title={t('createPersona.title')}
      onClose={modal.close}
      dismissible={!busy}
      actions={
        <>
          <Button variant="ghost" onClick={modal.close} disabled={busy}>
            {t('songActions.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? t('createPersona.creating') : t('createPersona.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {modal.clip && (
          <p className={styles.muted}>{t('createPersona.from', { title: modal.clip.title })}</p>
        )}
        <TextField
          label={t('persona.name')}
          value={fields.name}
          maxLength={PERSONA_NAME_MAX_CHARS}
          placeholder={t('persona.defaultName')}
          onChange={(event) => modal.update({ name: event.target.value })}
        />
        <TextArea
          label={t('persona.description')}
          value={fields.description}
          maxLength={PERSONA_DESCRIPTION_MAX_CHARS}
          rows={3}
          onChange={(event) => modal.update({ description: event.target.value })}
        />
        <Switch
          label={t('persona.public')}
          checked={fields.isPublic}
          onChange={(isPublic) => modal.update({ isPublic })}
        />
        {modal.error && (
          <p role="alert" className={styles.error}>
            {t(`errors.${modal.error}`)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
