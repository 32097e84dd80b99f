import type { Clip } from '../../../contracts/clip';
import { usePins } from '../../app/usePins';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';

/** On the owner's pinned songs: unpin this one (the pins machine; a toast says it is done). */
export function UnpinButton({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const pins = usePins();
  if (!pins.available) return null;
  return (
    <Button
      variant="ghost"
      disabled={pins.status === 'unpinning'}
      aria-label={t('pins.unpinSong', { title: clip.title })}
      onClick={() => pins.unpin({ id: clip.id, title: clip.title })}
    >
      {t('pins.unpin')}
    </Button>
  );
}
