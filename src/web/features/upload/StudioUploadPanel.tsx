import type { StudioUploadRef } from '../../../../machines/upload/studioUploads.machine';
import { useStudioUpload, useStudioUploads } from '../../app/useStudioUploads';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './Upload.css';

function StudioUploadRow({ item }: { item: StudioUploadRef }) {
  const { t } = useTranslation();
  const { view, progress, retry, cancel } = useStudioUpload(item);
  const message =
    view.error?.startsWith('too_') || view.error === 'invalid_upload'
      ? 'invalidUpload'
      : view.error;
  return (
    <li className={styles.row}>
      <span>{view.name}</span>
      {view.state === 'uploading' ? (
        <progress
          className={styles.progress}
          max={1}
          value={progress}
          aria-label={t('upload.progressOf', { name: view.name })}
        />
      ) : (
        message && <p role="alert">{t(`errors.${message}`)}</p>
      )}
      <span className={styles.choices}>
        {view.state === 'failed' && <Button onClick={retry}>{t('upload.tryAgain')}</Button>}
        <Button variant="ghost" onClick={cancel}>
          {t('upload.cancel')}
        </Button>
      </span>
    </li>
  );
}

/** The studio upload panel (spec 000 §2): every upload under way, each with its progress. */
export default function StudioUploadPanel() {
  const { t } = useTranslation();
  const { items } = useStudioUploads();
  if (items.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={t('upload.studioPanel')}>
      <h2 className={styles.panelTitle}>{t('upload.studioPanel')}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <StudioUploadRow key={item.id} item={item.ref} />
        ))}
      </ul>
    </section>
  );
}
