import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './PersonaChip.css';

/** The persona the next song is sung with, on the create form; it can be taken off. */
export function PersonaChip({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <p className={styles.chip}>
      <span>{t('personas.singing', { name })}</span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('personas.removeLabel', { name })}
        onClick={onRemove}
      >
        ×
      </button>
    </p>
  );
}
