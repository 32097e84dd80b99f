import type { ShareTarget } from '../../../../machines/share/share.machine';
import { useShare } from '../../app/useShare';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';

/** "Share" on a playlist's or persona's page: the share modal for it (signed in). */
export function ShareButton({ target }: { target: Omit<ShareTarget, 'embedCode'> }) {
  const { t } = useTranslation();
  const share = useShare();
  if (!share.available) return null;
  return (
    <Button variant="ghost" onClick={() => share.show({ ...target, embedCode: null })}>
      {t('share.open')}
    </Button>
  );
}
