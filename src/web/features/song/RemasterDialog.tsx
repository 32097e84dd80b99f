import { useTranslation } from 'react-i18next';
import type { Clip } from '../../../contracts/clip';
import { REMASTER_SLIDER_DEFAULTS, type RemasterSlider } from '../../../contracts/client-constants';
import type { ClipActions } from '../../app/useClipActions';
import { TaskDialog } from './TaskDialog';
import * as fieldStyles from '../../ui/TextField.css';
import * as styles from './TaskDialogs.css';

const SLIDERS = Object.keys(REMASTER_SLIDER_DEFAULTS) as RemasterSlider[];

/** Remaster (spec 000 §5, §7 upsample): five sliders from 0 to 1. */
export function RemasterDialog({ clip, actions }: { clip: Clip; actions: ClipActions }) {
  const { t } = useTranslation();
  const busy = actions.submittingTask === 'remaster';
  const fields = actions.remasterFields;
  const sliders = fields?.sliders ?? REMASTER_SLIDER_DEFAULTS;
  return (
    <TaskDialog
      open={actions.view === 'remaster' || busy}
      busy={busy}
      title={t('songActions.remasterTitle', { title: clip.title })}
      submitLabel={t('songActions.remasterSubmit')}
      busyLabel={t('songActions.working.remaster')}
      error={actions.error}
      onSubmit={actions.submit}
      onCancel={actions.cancel}
    >
      <fieldset className={styles.sliders}>
        <legend className={`${fieldStyles.label} ${styles.legend}`}>
          {t('songActions.sliders')}
        </legend>
        {SLIDERS.map((key) => (
          <label key={key} className={styles.slider}>
            <span>{t(`songActions.slider.${key}`)}</span>
            <input
              type="range"
              min={0}
              max={100}
              value={Math.round(sliders[key] * 100)}
              onChange={(event) =>
                actions.updateRemaster({
                  sliders: { ...sliders, [key]: Number(event.target.value) / 100 },
                })
              }
            />
            <output>{Math.round(sliders[key] * 100)}%</output>
          </label>
        ))}
      </fieldset>
    </TaskDialog>
  );
}
