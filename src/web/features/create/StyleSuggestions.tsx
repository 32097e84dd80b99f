import { useTranslation } from '../../i18n/useTranslation';
import { appendStyle } from '../../../../machines/create/styles.suggest';
import { useStyleSuggestions, useStyleSuggestionsPending } from '../../app/useStyleSuggestions';
import type { CreateFormApi } from './CreateForm';
import * as styles from './StyleSuggestions.css';

/** Style chips under the Styles field (spec 000 §9); a chip adds its style to the field. */
export function StyleSuggestions({ form }: { form: CreateFormApi }) {
  const { t } = useTranslation();
  const suggestions = useStyleSuggestions();
  const pending = useStyleSuggestionsPending();
  if (suggestions.length === 0) return null;
  const current = form.fields!.styles;
  return (
    <div
      className={styles.chips}
      role="group"
      aria-label={t('create.suggestions')}
      aria-busy={pending}
    >
      {suggestions.map((style) => (
        <button
          key={style}
          type="button"
          className={styles.chip}
          aria-label={t('create.addStyle', { style })}
          onClick={() => form.update({ styles: appendStyle(current, style) })}
        >
          <span aria-hidden="true">+</span> {style}
        </button>
      ))}
    </div>
  );
}
