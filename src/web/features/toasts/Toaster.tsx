import { useTranslation } from '../../i18n/useTranslation';
import { useToasts } from '../../app/useToasts';
import * as styles from './Toaster.css';

/** The toasts of the whole app, announced politely; each can be dismissed. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToasts();
  // Spec 000 §8 "other": the server's detail when it sent one, else the catalogue's text.
  const messageOf = (toast: (typeof toasts)[number]) =>
    toast.code === 'unknown' && toast.params?.detail
      ? String(toast.params.detail)
      : t(`errors.${toast.code}`, toast.params ?? {});
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <span>{messageOf(toast)}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('toasts.dismiss')}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
