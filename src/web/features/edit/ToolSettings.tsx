import { SPEED_FACTOR_MAX, SPEED_FACTOR_MIN } from '../../../contracts/constants';
import { INFILL_KIND_CHOICES, type EditTool } from '../../../contracts/edit-state';
import { extendPointOf } from '../../../../machines/edit/edit.requests';
import type { EditorState } from '../../app/useEditor';
import { useTranslation } from '../../i18n/useTranslation';
import { Switch } from '../../ui/Switch';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import * as styles from './Edit.css';

/** A number typed in a field, or undefined while it is not one yet. */
const numberOf = (value: string) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) && number > 0 ? number : undefined;
};

function FadeLength({ editor }: { editor: EditorState }) {
  const { t } = useTranslation();
  const ms = editor.state?.fadeOutLengthMs ?? 0;
  return (
    <TextField
      label={t('edit.fadeLength')}
      type="number"
      inputMode="decimal"
      min={0.1}
      step={0.5}
      defaultValue={ms / 1000}
      onChange={(event) => {
        const s = numberOf(event.target.value);
        if (s !== undefined) editor.update({ fadeOutLengthMs: Math.round(s * 1000) });
      }}
    />
  );
}

/** The settings of the chosen tool (spec 001 §3 edit state). */
export function ToolSettings({ editor, tool }: { editor: EditorState; tool: EditTool }) {
  const { t } = useTranslation();
  const state = editor.state;
  if (!state) return null;
  const ranged = state.selectionRange !== null;
  switch (tool) {
    case 'crop':
      return (
        <>
          <Switch
            label={t('edit.cropRemove')}
            checked={state.isCropRemove}
            onChange={(on) => editor.update({ isCropRemove: on })}
          />
          <Switch
            label={t('edit.cropFade')}
            checked={state.isFadeOut}
            onChange={(on) => editor.update({ isFadeOut: on })}
          />
          {state.isFadeOut && <FadeLength editor={editor} />}
          <p className={styles.muted}>
            {t(state.isCropRemove ? 'edit.cropRemoveHint' : 'edit.cropKeepHint')}
          </p>
        </>
      );
    case 'fade':
      return (
        <>
          <FadeLength editor={editor} />
          <p className={styles.muted}>{t('edit.fadeHint')}</p>
        </>
      );
    case 'speed':
      return (
        <>
          <TextField
            label={t('edit.speedFactor', { min: SPEED_FACTOR_MIN, max: SPEED_FACTOR_MAX })}
            type="number"
            inputMode="decimal"
            min={SPEED_FACTOR_MIN}
            max={SPEED_FACTOR_MAX}
            step={0.05}
            defaultValue={state.speedFactor}
            onChange={(event) => {
              const factor = numberOf(event.target.value);
              if (factor !== undefined) editor.update({ speedFactor: factor });
            }}
          />
          <Switch
            label={t('edit.tempoOnly')}
            checked={state.changeTempoOnly}
            onChange={(on) => editor.update({ changeTempoOnly: on })}
          />
          <p className={styles.muted}>{t(ranged ? 'edit.speedRange' : 'edit.speedWhole')}</p>
        </>
      );
    case 'infill':
      return (
        <>
          <fieldset className={styles.tools}>
            <legend className={styles.muted}>{t('edit.infillKind')}</legend>
            {INFILL_KIND_CHOICES.map((kind) => (
              <label key={kind} className={styles.row}>
                <input
                  type="radio"
                  name="infill-kind"
                  checked={editor.infillKind === kind}
                  onChange={() => editor.setInfillKind(kind)}
                />
                {t(`edit.infillKinds.${kind}`)}
              </label>
            ))}
          </fieldset>
          <TextArea
            label={t('edit.infillLyrics')}
            hint={t('edit.infillHint')}
            rows={4}
            value={editor.infillLyrics}
            onChange={(event) => editor.setInfillLyrics(event.target.value)}
          />
        </>
      );
    case 'extend':
      return (
        <>
          <p className={styles.muted}>
            {t('edit.extendFrom', {
              at: extendPointOf(state.selectionRange, editor.clip!).toFixed(1),
            })}
          </p>
          <TextArea
            label={t('edit.extendLyrics')}
            rows={4}
            value={editor.infillLyrics}
            onChange={(event) => editor.setInfillLyrics(event.target.value)}
          />
        </>
      );
    default:
      return null;
  }
}
