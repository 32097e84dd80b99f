import { useLibrary } from '../../app/useLibrary';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** The delete modal: asks before clips leave the trash for good. Mount it once on a page. */
export function DeleteClipModal() {
  const { t } = useTranslation();
  const library = useLibrary({ refreshOnOpen: false });
  const count = library.confirming.length;
  return (
    <Dialog
      open={count > 0}
      title={t('library.deleteTitle', { count })}
      onClose={library.cancelDelete}
      actions={
        <>
          <Button variant="ghost" onClick={library.cancelDelete}>
            {t('library.cancel')}
          </Button>
          <Button onClick={library.confirmDelete}>{t('library.deleteForever')}</Button>
        </>
      }
    >
      <p>{t('library.deleteBody', { count })}</p>
    </Dialog>
  );
}
