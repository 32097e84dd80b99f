import { useTranslation } from '../../i18n/useTranslation';
import type { Clip } from '../../../contracts/clip';
import { REMASTER_SLIDER_DEFAULTS, type RemasterSlider } from '../../../contracts/client-constants';
import { REMASTER_TITLE_MAX_CHARS } from '../../../contracts/constants';
import type { ClipActions } from '../../app/useClipActions';
import { Slider } from '../../ui/Slider';
import { TextField } from '../../ui/TextField';
import { TaskDialog } from './TaskDialog';
import * as fieldStyles from '../../ui/TextField.css';
import * as styles from './TaskDialogs.css';

const SLIDERS = Object.keys(REMASTER_SLIDER_DEFAULTS) as RemasterSlider[];

/** Remaster (spec 000 §5, §7 upsample): a new title and styles if given, five sliders 0..1. */
export function RemasterDialog({ clip, actions }: { clip: Clip; actions: ClipActions }) {
  const { t } = useTranslation();
  const busy = actions.submittingTask === 'remaster';
  const fields = actions.remasterFields;
  const sliders = fields?.sliders ?? REMASTER_SLIDER_DEFAULTS;
  const titleError = actions.fieldErrors.title;
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
      <TextField
        label={t('songActions.newTitle')}
        value={fields?.title ?? ''}
        placeholder={clip.title}
        onChange={(event) => actions.updateRemaster({ title: event.target.value })}
        error={titleError && t(`songActions.fieldError.${titleError}`)}
        hint={t('songActions.newTitleHint', { max: REMASTER_TITLE_MAX_CHARS })}
      />
      <TextField
        label={t('songActions.remasterStyles')}
        value={fields?.tags ?? ''}
        placeholder={clip.metadata.tags ?? undefined}
        onChange={(event) => actions.updateRemaster({ tags: event.target.value })}
        hint={t('songActions.remasterStylesHint')}
      />
      <fieldset className={styles.sliders} disabled={busy}>
        <legend className={`${fieldStyles.label} ${styles.legend}`}>
          {t('songActions.sliders')}
        </legend>
        {SLIDERS.map((key) => {
          const percent = Math.round(sliders[key] * 100);
          return (
            <Slider
              key={key}
              label={t(`songActions.slider.${key}`)}
              value={percent}
              valueText={`${percent}%`}
              onChange={(value) =>
                actions.updateRemaster({ sliders: { ...sliders, [key]: value / 100 } })
              }
            />
          );
        })}
      </fieldset>
    </TaskDialog>
  );
}
