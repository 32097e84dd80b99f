import { useTranslation } from '../../i18n/useTranslation';
import type { usePrompts } from '../../app/usePrompts';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { promptName } from './promptName';
import * as styles from './AddMenu.css';

/** The add menu's prompts page: saved prompts, newest first, each applied or deleted. */
export function PromptLibrary(props: {
  prompts: ReturnType<typeof usePrompts>;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const { prompts, status, busy, deletingId } = props.prompts;
  if (status === 'loading') return <Spinner />;
  if (status === 'failed') {
    return (
      <div className={styles.empty} role="alert">
        <p className={styles.emptyHint}>{t(`errors.${props.prompts.error ?? 'unknown'}`)}</p>
        <Button variant="ghost" onClick={props.prompts.reload}>
          {t('addMenu.retry')}
        </Button>
      </div>
    );
  }
  if (prompts.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('addMenu.promptsEmpty')}</p>
        <p className={styles.emptyHint}>{t('addMenu.promptsHint')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.prompts} aria-label={t('addMenu.title.prompts')}>
      {prompts.map((prompt) => {
        const name = promptName(prompt) ?? t('addMenu.untitled');
        const detail = prompt.title ? (prompt.tags ?? prompt.gpt_description_prompt) : null;
        return (
          <li key={prompt.id} className={styles.prompt} aria-busy={deletingId === prompt.id}>
            <span className={styles.promptText}>
              <span className={styles.promptName}>{name}</span>
              {detail && <span className={styles.promptDetail}>{detail}</span>}
            </span>
            <button
              type="button"
              className={styles.small}
              aria-label={t('addMenu.applyLabel', { name })}
              onClick={() => {
                props.prompts.apply(prompt.id);
                props.onApplied();
              }}
            >
              {t('addMenu.apply')}
            </button>
            <button
              type="button"
              className={styles.small}
              aria-label={t('addMenu.deleteLabel', { name })}
              disabled={busy}
              onClick={() => props.prompts.remove(prompt.id)}
            >
              {t('addMenu.delete')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
