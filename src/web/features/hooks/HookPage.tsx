import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useHookPage } from '../../app/useHooks';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { NotFound } from '../shell/NotFound';
import { HookVideo } from './HookVideo';
import * as styles from './Hooks.css';

/** /hook/{id} and /@{handle}/hook/{id}: the hook, its song, likes, comments and link. */
export function HookPage({ hookId }: { hookId: string }) {
  const { t } = useTranslation();
  const page = useHookPage(hookId);
  const { user } = useSession();
  const [draft, setDraft] = useState('');
  const { hook } = page;
  if (page.status === 'notFound') return <NotFound what="hook" />;
  if (page.status === 'failed')
    return (
      <PageShell page="hook">
        <p role="alert">{t(`errors.${page.error ?? 'unknown'}`)}</p>
        <Button onClick={page.retry}>{t('hooks.retry')}</Button>
      </PageShell>
    );
  if (!hook)
    return (
      <PageShell page="hook">
        <Spinner />
      </PageShell>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) page.comment(draft.trim());
    setDraft('');
  };
  return (
    <PageShell page="hook" title={hook.title}>
      <div className={styles.feed}>
        {hook.video_url ? (
          <HookVideo src={hook.video_url} title={hook.title} />
        ) : (
          <p>{t(`hooks.status.${hook.status}`)}</p>
        )}
        {hook.caption && <p>{hook.caption}</p>}
        <div className={styles.meta}>
          <Link to="/@{$handle}" params={{ handle: hook.handle }}>
            @{hook.handle}
          </Link>
          <Link to="/song/$id" params={{ id: hook.clip_id }}>
            {hook.clip_title}
          </Link>
        </div>
        <div className={styles.meta}>
          {user ? (
            <Button variant="ghost" aria-pressed={hook.is_liked} onClick={page.like}>
              {t(hook.is_liked ? 'hooks.unlike' : 'hooks.like')} · {hook.like_count}
            </Button>
          ) : (
            <span className={styles.muted}>{t('hooks.likes', { count: hook.like_count })}</span>
          )}
          <Button variant="ghost" onClick={() => page.copyLink(window.location.href)}>
            {t('hooks.copyLink')}
          </Button>
        </div>
        {page.copyByHand && <p role="alert">{t('hooks.copyByHand')}</p>}
        <h2>{t('hooks.comments', { count: hook.comment_count })}</h2>
        <ul className={styles.comments}>
          {page.comments.map((comment) => (
            <li key={comment.id}>
              <strong>@{comment.handle}</strong> {comment.content}
            </li>
          ))}
        </ul>
        {hook.allow_comments && !user ? (
          <p>
            <Link to="/sign-in" search={{ redirect: window.location.pathname }}>
              {t('hooks.signInToJoin')}
            </Link>
          </p>
        ) : hook.allow_comments ? (
          <form onSubmit={submit} className={styles.meta}>
            <label htmlFor="hook-comment">{t('hooks.commentLabel')}</label>
            <input
              id="hook-comment"
              value={draft}
              maxLength={1000}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" disabled={page.posting || !draft.trim()}>
              {t('hooks.post')}
            </Button>
          </form>
        ) : (
          <p className={styles.muted}>{t('errors.hookCommentsOff')}</p>
        )}
      </div>
    </PageShell>
  );
}
