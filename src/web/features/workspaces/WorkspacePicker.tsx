import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_WORKSPACE_ID } from '../../../contracts/constants';
import { useWorkspace } from '../../app/useWorkspace';
import { useWorkspaceLists } from '../../app/useWorkspaceLists';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { WorkspaceAura } from './WorkspaceAura';
import { WorkspaceUrlSync } from './WorkspaceUrlSync';
import * as styles from './Workspaces.css';

/**
 * /create's workspace bar (issue 19): which workspace new songs land in, chosen from the
 * active ones (a choice pushes the URL), a new one made and chosen at once, and a link to
 * the list screens.
 */
export function WorkspacePicker() {
  const { t } = useTranslation();
  const selectId = useId();
  const ws = useWorkspace();
  const lists = useWorkspaceLists();
  const [name, setName] = useState('');
  const { ready, open } = lists;
  useEffect(() => {
    if (ready) open('active');
  }, [ready, open]);
  const known = lists.active.some((item) => item.id === ws.selectedId);
  const current = ws.workspace;
  return (
    <div className={styles.bar}>
      <WorkspaceUrlSync />
      <div className={styles.row}>
        {ws.selectedId !== DEFAULT_WORKSPACE_ID && <WorkspaceAura id={ws.selectedId} size={40} />}
        <label htmlFor={selectId}>{t('workspaces.picker.label')}</label>
        <select
          id={selectId}
          className={styles.select}
          value={ws.selectedId}
          disabled={!ws.ready}
          onChange={(event) => ws.choose(event.target.value)}
        >
          <option value={DEFAULT_WORKSPACE_ID}>{t('workspaces.default')}</option>
          {!known && ws.selectedId !== DEFAULT_WORKSPACE_ID && (
            <option value={ws.selectedId}>{current?.name ?? t('workspaces.loading')}</option>
          )}
          {lists.active.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          lists.create(name.trim(), true);
          setName('');
        }}
      >
        <input
          className={styles.input}
          aria-label={t('workspaces.newName')}
          placeholder={t('workspaces.newName')}
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          type="submit"
          variant="ghost"
          disabled={!lists.ready || lists.saving || !name.trim()}
        >
          {t('workspaces.create')}
        </Button>
        <Link to="/workspaces">{t('workspaces.manage')}</Link>
      </form>
    </div>
  );
}

export default WorkspacePicker;
