import { PIN_WARNING_COUNT } from '../../../contracts/constants';
import { usePins } from '../../app/usePins';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/**
 * The pin modal (spec 000 §5 "Pinning"), mounted once by the app frame: it says up to 5 songs
 * may be pinned and that pinning another replaces the oldest; the song is pinned on confirm.
 */
export function PinDialog() {
  const { t } = useTranslation();
  const pins = usePins();
  const busy = pins.status === 'pinning';
  const open = pins.status === 'confirming' || busy;
  return (
    <Dialog
      open={open}
      title={t('pins.title')}
      onClose={pins.close}
      dismissible={!busy}
      actions={
        <>
          <Button variant="ghost" onClick={pins.close} disabled={busy}>
            {t('songActions.cancel')}
          </Button>
          <Button onClick={pins.confirm} disabled={busy} aria-busy={busy}>
            {t(busy ? 'pins.pinning' : 'pins.pin')}
          </Button>
        </>
      }
    >
      {pins.clip && <p>{t('pins.song', { title: pins.clip.title })}</p>}
      <p>{t('pins.warning', { count: PIN_WARNING_COUNT })}</p>
      {pins.error && <p role="alert">{t(`errors.${pins.error}`)}</p>}
    </Dialog>
  );
}
