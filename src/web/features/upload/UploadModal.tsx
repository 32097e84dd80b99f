import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useUploadModal } from '../../app/useUploadModal';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as styles from './Upload.css';
import { FinalizeStage, TrimStage, UploadOrRecordStage } from './UploadStages';

/** Spec 000 §8's message for each way an upload ends badly. */
const MESSAGE_OF: Record<string, string> = {
  invalid_upload: 'errors.invalidUpload',
  too_short: 'errors.invalidUpload',
  too_long: 'errors.invalidUpload',
  uploadProcessingTimedOut: 'errors.audioProcessingTimedOut',
};

/**
 * The audio upload modal (spec 000 §2): its stages and statuses. Once complete, "extend" and
 * "cover" open the new clip's page, where those actions are; "keep" closes it.
 */
export default function UploadModal() {
  const { t } = useTranslation();
  const upload = useUploadModal();
  const navigate = useNavigate();
  const { status, clipId, choice, close } = upload;
  useEffect(() => {
    if (status !== 'complete' || !clipId) return;
    close();
    if (choice !== 'keep') void navigate({ to: '/song/$id', params: { id: clipId } });
  }, [status, clipId, choice, close, navigate]);
  if (!upload.open) return null;
  const message = upload.error ? t(MESSAGE_OF[upload.error] ?? `errors.${upload.error}`) : null;
  const body = () => {
    if (status === 'copyright') return <p role="alert">{t('upload.copyright')}</p>;
    if (status === 'uploading') {
      return (
        <div className={styles.stack} role="status">
          <span>{t('upload.uploading')}</span>
          <progress className={styles.progress} max={1} value={upload.progress} />
        </div>
      );
    }
    if (status === 'initializing') return <p role="status">{t('upload.initializing')}</p>;
    if (status === 'vocals_detected') return <p>{t('upload.vocalsDetected')}</p>;
    if (status === 'cancelled') return <p role="status">{t('upload.cancelled')}</p>;
    if (status === 'invalid_upload' || status === 'error') return <p role="alert">{message}</p>;
    if (upload.stage === 'TermsOfService') return <p>{t('upload.terms')}</p>;
    if (upload.stage === 'Trim') return <TrimStage upload={upload} />;
    if (upload.stage === 'Finalize') return <FinalizeStage upload={upload} />;
    return (
      <>
        <UploadOrRecordStage upload={upload} />
        {message && <p role="alert">{message}</p>}
      </>
    );
  };
  const actions = () => {
    if (upload.stage === 'TermsOfService') {
      return <Button onClick={upload.acceptTerms}>{t('upload.accept')}</Button>;
    }
    if (upload.stage === 'Trim' || status === 'vocals_detected') {
      return <Button onClick={upload.next}>{t('upload.continue')}</Button>;
    }
    if (upload.stage === 'Finalize') {
      return <Button onClick={upload.submit}>{t('upload.finish')}</Button>;
    }
    if (status === 'uploading') {
      return (
        <Button variant="ghost" onClick={upload.cancel}>
          {t('upload.cancel')}
        </Button>
      );
    }
    if (status && status !== 'initializing') {
      return <Button onClick={upload.retry}>{t('upload.tryAgain')}</Button>;
    }
    return null;
  };
  return (
    <Dialog
      open
      title={status === 'copyright' ? t('upload.copyrightTitle') : t('upload.heading')}
      onClose={close}
      dismissible={status !== 'initializing'}
      actions={
        <>
          {actions()}
          <Button variant="ghost" onClick={close}>
            {t('upload.close')}
          </Button>
        </>
      }
    >
      {body()}
    </Dialog>
  );
}
