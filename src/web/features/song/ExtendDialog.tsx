import { useTranslation } from '../../i18n/useTranslation';
import type { Clip } from '../../../contracts/clip';
import type { ClipActions } from '../../app/useClipActions';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { TaskDialog } from './TaskDialog';

/** Extend (spec 001 §5): continue from a point of the song, with new lyrics if given. */
export function ExtendDialog({ clip, actions }: { clip: Clip; actions: ClipActions }) {
  const { t } = useTranslation();
  const busy = actions.submittingTask === 'extend';
  const fields = actions.extendFields;
  const duration = clip.metadata.duration ?? 0;
  const seconds = String(Number(duration.toFixed(2)));
  const error = actions.fieldErrors.continueAt;
  return (
    <TaskDialog
      open={actions.view === 'extend' || busy}
      busy={busy}
      title={t('songActions.extendTitle', { title: clip.title })}
      submitLabel={t('songActions.extendSubmit')}
      busyLabel={t('songActions.working.extend')}
      error={actions.error}
      onSubmit={actions.submit}
      onCancel={actions.cancel}
    >
      <TextField
        label={t('songActions.continueAt')}
        type="number"
        inputMode="decimal"
        min={0}
        max={duration}
        step={0.1}
        value={fields?.continueAt ?? ''}
        onChange={(event) => actions.updateExtend({ continueAt: event.target.value })}
        error={error && t(`songActions.fieldError.${error}`, { duration: seconds })}
        hint={t('songActions.continueAtHint', { duration: seconds })}
      />
      <TextArea
        label={t('songActions.newLyrics')}
        rows={5}
        value={fields?.lyrics ?? ''}
        onChange={(event) => actions.updateExtend({ lyrics: event.target.value })}
        hint={t('songActions.newLyricsHint')}
      />
    </TaskDialog>
  );
}
