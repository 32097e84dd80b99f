import { useTranslation } from '../../i18n/useTranslation';
import type { Persona } from '../../../contracts/persona';
import { usePersona } from '../../app/usePersona';
import { useSession } from '../../app/useSession';
import { Button } from '../../ui/Button';
import { ShareButton } from '../share/ShareButton';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import { StoredClipRow } from '../generations/ListedClipRow';
import { PlayQueueProvider } from '../player/PlayQueue';
import { NotFound } from '../shell/NotFound';
import { PersonaEditDialog } from './PersonaEditDialog';
import * as styles from './Persona.css';

type PersonaView = ReturnType<typeof usePersona>;

/** /persona/{id}: a persona, its songs, and what its owner and others may do with it. */
export function PersonaPage({ personaId }: { personaId: string }) {
  const { t } = useTranslation();
  const view = usePersona(personaId);
  if (view.status === 'notFound') return <NotFound what="persona" />;
  if (view.status === 'failed') {
    return (
      <PageShell page="persona">
        <p role="alert">{t(`errors.${view.error ?? 'unknown'}`)}</p>
        <Button onClick={view.retry}>{t('song.retry')}</Button>
      </PageShell>
    );
  }
  if (!view.persona) {
    return (
      <PageShell page="persona">
        <Spinner />
      </PageShell>
    );
  }
  return (
    <PageShell page="persona" title={view.persona.name}>
      <PersonaHeader persona={view.persona} view={view} />
      <section className={styles.section} aria-labelledby="persona-songs">
        <h2 id="persona-songs" className={styles.sectionTitle}>
          {t('persona.songs')}
        </h2>
        {view.clips.length === 0 ? (
          <p className={styles.empty}>{t('persona.noSongs')}</p>
        ) : (
          <PlayQueueProvider
            clips={() => view.clips}
            context={{ type: 'persona', id: view.persona.id }}
          >
            <ul className={styles.list}>
              {/* Each row is a list item of its own. */}
              {view.clips.map((clip) => (
                <StoredClipRow key={clip.id} clip={clip} />
              ))}
            </ul>
          </PlayQueueProvider>
        )}
        {view.hasMore && (
          <Button variant="ghost" onClick={view.more} disabled={view.loadingMore}>
            {view.loadingMore ? t('persona.loading') : t('persona.more')}
          </Button>
        )}
      </section>
      {view.persona.is_owned && view.editing && <PersonaEditDialog view={view} />}
    </PageShell>
  );
}

function PersonaHeader({ persona, view }: { persona: Persona; view: PersonaView }) {
  const { t } = useTranslation();
  // A visitor signed out reads the persona; loving, following and sharing need an account.
  const signedIn = Boolean(useSession().user);
  return (
    <>
      <div className={styles.header}>
        <img className={styles.picture} src={persona.image_url} alt="" />
        <div className={styles.facts}>
          <p className={styles.muted}>
            {t('persona.by', { handle: persona.handle })} ·{' '}
            {t(`persona.visibility.${persona.is_public ? 'public' : 'private'}`)}
          </p>
          {persona.description && <p className={styles.description}>{persona.description}</p>}
          <p className={styles.muted}>
            {t('persona.loves', { count: persona.upvote_count })} ·{' '}
            {t('persona.followers', { count: persona.follower_count })}
          </p>
          <div className={styles.actions}>
            {signedIn && (
              <>
                <Button
                  variant="ghost"
                  aria-pressed={persona.is_loved}
                  disabled={view.busy}
                  onClick={view.toggleLove}
                >
                  {persona.is_loved ? t('persona.unlove') : t('persona.love')}
                </Button>
                <Button
                  variant="ghost"
                  aria-pressed={persona.is_following}
                  disabled={view.busy}
                  onClick={view.toggleFollow}
                >
                  {persona.is_following ? t('persona.unfollow') : t('persona.follow')}
                </Button>
                {!persona.is_trashed && (
                  <ShareButton
                    target={{
                      content_type: 'persona',
                      content_id: persona.id,
                      title: persona.name,
                    }}
                  />
                )}
              </>
            )}
            {persona.is_owned && !persona.is_trashed && (
              <>
                <Button variant="ghost" disabled={view.busy} onClick={view.editOpen}>
                  {t('persona.edit')}
                </Button>
                <Switch
                  label={t('persona.public')}
                  checked={persona.is_public}
                  disabled={view.busy}
                  onChange={view.setPublic}
                />
                <Button variant="ghost" disabled={view.busy} onClick={view.trash}>
                  {t('persona.trash')}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
      {persona.is_trashed && (
        <div className={styles.banner} role="status">
          <span>{t('persona.inTrash')}</span>
          <Button variant="ghost" disabled={view.busy} onClick={view.restore}>
            {t('persona.restore')}
          </Button>
        </div>
      )}
    </>
  );
}
