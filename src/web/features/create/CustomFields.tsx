import { useTranslation } from '../../i18n/useTranslation';
import { TITLE_MAX_CHARS } from '../../../contracts/constants';
import { VOCAL_GENDERS, type VocalGender } from '../../../contracts/clip';
import { useBilling } from '../../app/useBilling';
import { Switch } from '../../ui/Switch';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import type { CreateFormApi } from './CreateForm';
import { ControlSliders } from './ControlSliders';
import { StyleSuggestions } from './StyleSuggestions';
import { WriteLyrics } from './WriteLyrics';
import { useFieldError } from './useFieldError';
import * as styles from './CreateForm.css';

/** Custom mode: lyrics (or instrumental), styles, exclude styles, title, voice and sliders. */
export function CustomFields({ form }: { form: CreateFormApi }) {
  const { t } = useTranslation();
  const error = useFieldError(form);
  const { models, defaultModel } = useBilling();
  const fields = form.fields!;
  const model = models.find((m) => m.external_key === fields.mv) ?? defaultModel;
  const lyricsCount = { count: fields.lyrics.length, max: model?.max_lyrics_chars ?? 0 };
  // Over the model's limit the counter becomes the field's error (colour, aria-invalid,
  // announced) while typing, before any submit refuses the lyrics.
  const lyricsOver = model ? fields.lyrics.length - model.max_lyrics_chars : 0;
  return (
    <>
      <Switch
        label={t('create.instrumental')}
        checked={fields.instrumental}
        onChange={(instrumental) => form.update({ instrumental })}
      />
      {!fields.instrumental && (
        <>
          <TextArea
            label={t('create.lyrics')}
            placeholder={t('create.lyricsPlaceholder')}
            rows={10}
            value={fields.lyrics}
            error={
              error('lyrics') ??
              (lyricsOver > 0
                ? t('create.lyricsOverLimit', { ...lyricsCount, over: lyricsOver })
                : undefined)
            }
            hint={model ? t('create.lyricsLimit', lyricsCount) : undefined}
            onChange={(event) => form.update({ lyrics: event.target.value })}
          />
          <WriteLyrics />
        </>
      )}
      <TextField
        label={t('create.styles')}
        placeholder={t('create.stylesPlaceholder')}
        value={fields.styles}
        error={error('styles')}
        onChange={(event) => form.update({ styles: event.target.value })}
      />
      <StyleSuggestions form={form} />
      <TextField
        label={t('create.excludeStyles')}
        placeholder={t('create.excludeStylesPlaceholder')}
        value={fields.excludeStyles}
        error={error('excludeStyles')}
        onChange={(event) => form.update({ excludeStyles: event.target.value })}
      />
      <TextField
        label={t('create.title')}
        maxLength={TITLE_MAX_CHARS}
        value={fields.title}
        error={error('title')}
        onChange={(event) => form.update({ title: event.target.value })}
      />
      {!fields.instrumental && (
        <label className={styles.selectLabel}>
          {t('create.vocalGender')}
          <select
            className={styles.select}
            value={fields.vocalGender ?? 'unspecified'}
            onChange={(event) =>
              form.update({
                vocalGender:
                  event.target.value === 'unspecified' ? null : (event.target.value as VocalGender),
              })
            }
          >
            {VOCAL_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`create.gender.${gender}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {model && model.can_control_sliders.length > 0 && (
        <ControlSliders
          allowed={model.can_control_sliders}
          values={fields.sliders}
          onChange={(sliders) => form.update({ sliders })}
        />
      )}
    </>
  );
}
