import { useStudioUploads } from '../../app/useStudioUploads';
import { useUploadModal } from '../../app/useUploadModal';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './Upload.css';

/** Opens the upload modal (create page and library), and takes several files for the studio. */
export function UploadButtons({ studio = false }: { studio?: boolean }) {
  const { t } = useTranslation();
  const modal = useUploadModal();
  const panel = useStudioUploads();
  if (!modal.available) return null;
  return (
    <span className={styles.choices}>
      <Button variant="ghost" onClick={modal.show}>
        {t('upload.open')}
      </Button>
      {studio && panel.available && (
        <label>
          {t('upload.studioFiles')}
          <input
            type="file"
            multiple
            accept="audio/*"
            onChange={(event) => {
              panel.add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
      )}
    </span>
  );
}
