import { DEFAULT_WORKSPACE_ID } from '../../../contracts/constants';
import type { Clip } from '../../../contracts/clip';
import { useWorkspace } from '../../app/useWorkspace';
import { useWorkspaceLists } from '../../app/useWorkspaceLists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './Workspaces.css';

/**
 * A workspace row's own controls (spec 001 §4): pin or unpin, move to another workspace (to
 * the default one removes it), remove. Each shows at once and is undone if its call fails.
 */
export function WorkspaceClipActions({ clip, pinned }: { clip: Clip; pinned: boolean }) {
  const { t } = useTranslation();
  const ws = useWorkspace();
  const { active } = useWorkspaceLists();
  const targets = active.filter((item) => item.id !== ws.selectedId);
  return (
    <span className={styles.actions}>
      <Button
        variant="ghost"
        className={styles.small}
        disabled={ws.saving}
        onClick={() => ws.pin([clip.id], !pinned)}
      >
        {pinned ? t('workspaces.clip.unpin') : t('workspaces.clip.pin')}
      </Button>
      <select
        className={styles.select}
        aria-label={t('workspaces.clip.moveTo', { title: clip.title })}
        value=""
        disabled={ws.saving}
        onChange={(event) => {
          const target = event.target.value;
          if (target === DEFAULT_WORKSPACE_ID) ws.remove([clip.id]);
          else if (target) {
            const name = targets.find((item) => item.id === target)?.name ?? '';
            ws.move([clip.id], target, name);
          }
        }}
      >
        <option value="">{t('workspaces.clip.move')}</option>
        <option value={DEFAULT_WORKSPACE_ID}>{t('workspaces.default')}</option>
        {targets.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        className={styles.small}
        disabled={ws.saving}
        onClick={() => ws.remove([clip.id])}
      >
        {t('workspaces.clip.remove')}
      </Button>
    </span>
  );
}
