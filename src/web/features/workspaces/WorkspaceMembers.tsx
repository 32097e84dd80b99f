import { useEffect, useId, useState } from 'react';
import type { Workspace, WorkspaceUser } from '../../../contracts/workspace';
import { useWorkspaceMembers } from '../../app/useWorkspaceMembers';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import * as styles from './Workspaces.css';

/**
 * A workspace's people (issue 19, the collab-workspaces flag): the owner invites users found
 * by handle and removes collaborators; a collaborator may leave.
 */
export function WorkspaceMembers({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const people = useWorkspaceMembers(workspace.id);
  const members = people.members;
  // A new read of the workspace (another member's change, live) may bring new people too.
  const { refresh } = people;
  useEffect(() => refresh(), [workspace, refresh]);
  const person = (user: WorkspaceUser, role: string, remove: boolean) => (
    <li key={user.id} className={styles.row}>
      <span className={styles.name}>@{user.handle}</span>
      <span className={styles.muted}>{role}</span>
      {remove && (
        <Button
          variant="ghost"
          className={styles.small}
          disabled={people.acting}
          aria-label={t('workspaces.members.removeUser', { handle: user.handle })}
          onClick={() => people.remove(user.id)}
        >
          {t('workspaces.members.remove')}
        </Button>
      )}
    </li>
  );
  return (
    <section className={styles.stack} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.heading}>
        {t('workspaces.members.title')}
      </h2>
      {people.error && (
        <p className={styles.error} role="alert">
          {t(`errors.${people.error}`)}
        </p>
      )}
      {members && (
        <ul className={styles.list}>
          {person(members.owner, t('workspaces.members.owner'), false)}
          {members.collaborators.map((user) =>
            person(user, t('workspaces.members.collaborator'), workspace.is_owned),
          )}
          {members.pending.map((user) =>
            person(user, t('workspaces.members.invited'), workspace.is_owned),
          )}
        </ul>
      )}
      {workspace.is_owned ? (
        <div className={styles.stack}>
          <label htmlFor={inputId}>{t('workspaces.members.inviteLabel')}</label>
          <input
            id={inputId}
            className={styles.field}
            type="search"
            autoComplete="off"
            placeholder={t('workspaces.members.handlePlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              people.search(event.target.value);
            }}
          />
          {people.candidates.length > 0 && (
            <ul className={styles.list} aria-label={t('workspaces.members.matches')}>
              {people.candidates.map((user) => (
                <li key={user.id} className={styles.row}>
                  <span>
                    @{user.handle} <span className={styles.muted}>{user.display_name}</span>
                  </span>
                  <Button
                    className={styles.small}
                    disabled={people.acting}
                    onClick={() => people.invite(user)}
                  >
                    {t('workspaces.members.invite', { handle: user.handle })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {text.trim() !== '' &&
            people.text === text &&
            !people.searching &&
            people.candidates.length === 0 && (
              <p className={styles.muted}>{t('workspaces.members.noMatches')}</p>
            )}
        </div>
      ) : (
        <Button variant="ghost" disabled={people.acting} onClick={people.leave}>
          {t('workspaces.members.leave')}
        </Button>
      )}
    </section>
  );
}
