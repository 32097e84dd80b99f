import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useBilling } from '../../app/useBilling';
import { useCreateForm } from '../../app/useCreateForm';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ModelPicker } from './ModelPicker';
import { PersonaChip } from '../persona/PersonaChip';
import { AddMenu } from '../prompts/AddMenu';
import { SimpleFields } from './SimpleFields';
import { lazyComponent } from '../../ui/lazy';
import { useFirstViewShown } from '../../ui/useFirstViewShown';
import * as styles from './CreateForm.css';

// Custom mode's fields and the error dialogs load when first shown (issue 11: the first view).
const CustomFields = lazyComponent(
  async () => (await import('./CustomFields')).CustomFields,
  <Spinner />,
);
const CreatePromptDialog = lazyComponent(
  async () => (await import('./CreatePromptDialog')).CreatePromptDialog,
);

/** The create form: simple or custom mode, the model, and Create. */
export function CreateForm() {
  const { t } = useTranslation();
  const form = useCreateForm();
  const { credits } = useBilling();
  const { fields } = form;
  const ready = !form.restoring && fields !== null && fields !== undefined;
  useFirstViewShown(ready);
  if (!ready) return <Spinner />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const modeButton = (mode: 'simple' | 'custom') => (
    <button
      type="button"
      className={styles.modeButton}
      aria-pressed={fields.mode === mode}
      onClick={() => form.update({ mode })}
    >
      {t(`create.mode.${mode}`)}
    </button>
  );
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={t('create.formLabel')} noValidate>
      <div className={styles.toolbar}>
        <div className={styles.toolbarStart}>
          <div className={styles.modes} role="group" aria-label={t('create.modeLabel')}>
            {modeButton('simple')}
            {modeButton('custom')}
          </div>
          <AddMenu fields={fields} onPersona={(persona) => form.update({ persona })} />
        </div>
        <ModelPicker
          value={fields.mv}
          error={form.fieldErrors.mv}
          onChange={(mv) => form.update({ mv })}
        />
      </div>
      {fields.persona && (
        <PersonaChip name={fields.persona.name} onRemove={() => form.update({ persona: null })} />
      )}
      {fields.mode === 'simple' ? <SimpleFields form={form} /> : <CustomFields form={form} />}
      <div className={styles.footer}>
        <span className={styles.credits}>
          {credits !== null && t('create.credits', { count: credits })}
        </span>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('create.creating') : t('create.submit')}
        </Button>
      </div>
      {form.prompt && (
        <CreatePromptDialog
          prompt={form.prompt}
          copyrightText={form.copyrightText}
          onClose={form.dismiss}
        />
      )}
    </form>
  );
}

export type CreateFormApi = ReturnType<typeof useCreateForm>;
