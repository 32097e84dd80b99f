import { useWorkspaceInvites } from '../../app/useWorkspaceMembers';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import * as styles from './Workspaces.css';

/** The invites list (spec 001 §2): each invitation accepted or declined. */
export function WorkspaceInvites() {
  const { t } = useTranslation();
  const invites = useWorkspaceInvites(true);
  if (invites.error) {
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          {t(`errors.${invites.error}`)}
        </p>
        <Button onClick={invites.refresh}>{t('workspaces.retry')}</Button>
      </div>
    );
  }
  if (!invites.invites) return <Spinner />;
  if (invites.invites.length === 0)
    return <p className={styles.muted}>{t('workspaces.noInvites')}</p>;
  return (
    <ul className={styles.list} aria-label={t('workspaces.tabs.invites')}>
      {invites.invites.map((invite) => (
        <li key={invite.id} className={styles.card}>
          <div className={styles.cardBody}>
            <span className={styles.name}>{invite.project_name}</span>
            <span className={styles.muted}>
              {t('workspaces.invitedBy', { handle: invite.invited_by.handle })}
            </span>
            <span className={styles.actions}>
              <Button disabled={invites.answering} onClick={() => invites.respond(invite.id, true)}>
                {t('workspaces.accept')}
              </Button>
              <Button
                variant="ghost"
                disabled={invites.answering}
                onClick={() => invites.respond(invite.id, false)}
              >
                {t('workspaces.decline')}
              </Button>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
