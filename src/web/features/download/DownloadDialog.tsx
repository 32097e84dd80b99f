import { Link } from '@tanstack/react-router';
import type { Clip } from '../../../contracts/clip';
import { DOWNLOAD_QUOTA_BY_TIER } from '../../../contracts/constants';
import type { DownloadState } from '../../app/useDownload';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as styles from './Download.css';
import { DownloadFormats } from './DownloadFormats';

/**
 * The download modal (spec 000 §2, issue 16): the song's formats once the download check
 * answers, or the download quota modal when the quota is reached, or why the check failed.
 */
export function DownloadDialog({ clip, download }: { clip: Clip; download: DownloadState }) {
  const { t } = useTranslation();
  const { view, error } = download;
  if (view === 'quota') {
    return (
      <Dialog
        open
        title={t('download.quotaTitle')}
        onClose={download.close}
        actions={
          <>
            <Link to="/account" onClick={download.close}>
              {t('download.upgrade')}
            </Link>
            <Button variant="ghost" onClick={download.close}>
              {t('download.close')}
            </Button>
          </>
        }
      >
        <p>{t('download.quotaBody', { limit: DOWNLOAD_QUOTA_BY_TIER.basic })}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={t('download.title', { title: clip.title })}
      onClose={download.close}
      actions={
        <>
          {view === 'failed' && <Button onClick={download.retry}>{t('download.retry')}</Button>}
          <Button variant="ghost" onClick={download.close}>
            {t('download.close')}
          </Button>
        </>
      }
    >
      {view === 'checking' && (
        <p className={styles.status} role="status">
          {t('download.checking')}
        </p>
      )}
      {view === 'failed' && error && <p role="alert">{t(`errors.${error}`)}</p>}
      {view === 'ready' && <DownloadFormats download={download} />}
    </Dialog>
  );
}
