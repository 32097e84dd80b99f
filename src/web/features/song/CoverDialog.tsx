import { useTranslation } from '../../i18n/useTranslation';
import { VOCAL_GENDERS, type Clip } from '../../../contracts/clip';
import type { ClipActions } from '../../app/useClipActions';
import { TextField } from '../../ui/TextField';
import { TaskDialog } from './TaskDialog';
import * as fieldStyles from '../../ui/TextField.css';
import * as styles from './TaskDialogs.css';

/** Cover (spec 000 §7 cover_clip_id): the song's melody and lyrics in new styles and voice. */
export function CoverDialog({ clip, actions }: { clip: Clip; actions: ClipActions }) {
  const { t } = useTranslation();
  const busy = actions.submittingTask === 'cover';
  const fields = actions.coverFields;
  const error = actions.fieldErrors.tags;
  const voices = ['', ...VOCAL_GENDERS.filter((gender) => gender !== 'unspecified')] as const;
  return (
    <TaskDialog
      open={actions.view === 'cover' || busy}
      busy={busy}
      title={t('songActions.coverTitle', { title: clip.title })}
      submitLabel={t('songActions.coverSubmit')}
      busyLabel={t('songActions.working.cover')}
      error={actions.error}
      onSubmit={actions.submit}
      onCancel={actions.cancel}
    >
      <TextField
        label={t('songActions.newStyles')}
        value={fields?.tags ?? ''}
        onChange={(event) => actions.updateCover({ tags: event.target.value })}
        error={error && t(`songActions.fieldError.${error}`)}
      />
      <fieldset className={styles.voices}>
        <legend className={`${fieldStyles.label} ${styles.legend}`}>
          {t('songActions.voice')}
        </legend>
        <div className={styles.voiceOptions}>
          {voices.map((voice) => (
            <label key={voice || 'same'}>
              <input
                type="radio"
                name="cover-voice"
                checked={(fields?.vocalGender ?? '') === voice}
                onChange={() => actions.updateCover({ vocalGender: voice })}
              />{' '}
              {t(`songActions.voices.${voice || 'same'}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </TaskDialog>
  );
}
