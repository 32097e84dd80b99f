import type { DownloadFile } from '../../../../machines/download/download.machine';
import type { DownloadState } from '../../app/useDownload';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './Download.css';

/** The formats of a song there are to download, one button each, then its stems. */
export function DownloadFormats({ download }: { download: DownloadState }) {
  const { t } = useTranslation();
  const { files, saving } = download;
  if (!files) return null;
  const wavWorking = download.wav === 'working';
  const saveAs = (file: DownloadFile) => ({ key: file, onClick: () => download.save(file) });
  // The MP3 always, the WAV made on request, the rest when the server has them.
  const choices = [
    saveAs('mp3'),
    { key: 'wav', onClick: download.saveWav, busy: wavWorking },
    ...(files.m4a_file_url ? [saveAs('m4a')] : []),
    ...(files.opus_file_url ? [saveAs('opus')] : []),
    ...(files.video_url ? [saveAs('video')] : []),
  ];
  return (
    <>
      <ul className={styles.formats} aria-label={t('download.formats')}>
        {choices.map((choice) => (
          <li key={choice.key}>
            <Button
              className={styles.format}
              disabled={saving || ('busy' in choice && choice.busy)}
              onClick={choice.onClick}
            >
              {t(`download.format.${choice.key}`)}
            </Button>
          </li>
        ))}
      </ul>
      {wavWorking && (
        <p className={styles.status} role="status">
          {t('download.preparingWav')}
          <Button variant="ghost" onClick={download.cancelWav}>
            {t('download.cancelWav')}
          </Button>
        </p>
      )}
      {files.stems.length > 0 && (
        <>
          <h3 className={styles.heading}>{t('download.stems')}</h3>
          <ul className={styles.formats} aria-label={t('download.stems')}>
            {files.stems.map((stem) => (
              <li key={stem.id}>
                <Button
                  variant="ghost"
                  className={styles.format}
                  disabled={saving}
                  onClick={() => download.saveStem(stem.id)}
                >
                  {stem.stem_type_group_name
                    ? t(`download.stem.${stem.stem_type_group_name}`)
                    : stem.title}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {files.downloads_left !== null && (
        <p className={styles.note}>{t('download.left', { count: files.downloads_left })}</p>
      )}
    </>
  );
}
