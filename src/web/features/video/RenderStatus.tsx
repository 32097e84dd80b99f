import type { MessageCode } from '../../../contracts/client-messages';
import { useTranslation } from '../../i18n/useTranslation';
import * as buttonStyles from '../../ui/Button.css';
import * as styles from './Video.css';

/** A render under way (with what it is), or why it failed. */
export function RenderStatus({ busy, error }: { busy: string | null; error: MessageCode | null }) {
  const { t } = useTranslation();
  if (busy) {
    return (
      <p className={styles.status} role="status">
        <span className={styles.busy} aria-hidden />
        {busy}
      </p>
    );
  }
  return error ? <p role="alert">{t(`errors.${error}`)}</p> : null;
}

/** A file to save, drawn as a button. */
export function DownloadLink({
  href,
  fileName,
  label,
}: {
  href: string;
  fileName: string;
  label: string;
}) {
  return (
    <a className={`${buttonStyles.button.primary} ${styles.link}`} href={href} download={fileName}>
      {label}
    </a>
  );
}
