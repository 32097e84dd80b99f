import { useTranslation } from '../../i18n/useTranslation';
import { useBilling } from '../../app/useBilling';
import * as styles from './CreateForm.css';

/** The model version (`mv`): every model, those the plan cannot use disabled (spec 001 §6). */
export function ModelPicker(props: {
  value: string | null;
  error?: string | undefined;
  onChange: (mv: string | null) => void;
}) {
  const { t } = useTranslation();
  const { models, defaultModel } = useBilling();
  if (models.length === 0) return null;
  return (
    <label className={styles.selectLabel}>
      {t('create.model')}
      <select
        className={styles.select}
        value={props.value ?? defaultModel?.external_key ?? ''}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value || null)}
      >
        {models.map((model) => (
          <option key={model.external_key} value={model.external_key} disabled={!model.can_use}>
            {model.can_use ? model.name : t('create.modelLocked', { name: model.name })}
          </option>
        ))}
      </select>
    </label>
  );
}
