import { Link, useLocation } from '@tanstack/react-router';
import { useSession } from '../../../app/useSession';
import { useTranslation } from '../../../i18n/useTranslation';
import { lazyComponent } from '../../../ui/lazy';
import { PageShell } from '../../../ui/PageShell';

const MakeHookPage = lazyComponent(async () => (await import('./MakeHookPage')).MakeHookPage);

/**
 * /hook/new: the hook flow for a signed-in user (its code loaded then), `?clip=` the song to
 * start with; a visitor is asked to sign in first.
 */
export function MakeHookEntry() {
  const { t } = useTranslation();
  const { user } = useSession();
  const search = useLocation({ select: (location) => location.search as { clip?: unknown } });
  const clip = search.clip;
  if (!user)
    return (
      <PageShell page="hooks" title={t('makeHook.title')}>
        <Link
          to="/sign-in"
          search={{ redirect: window.location.pathname + window.location.search }}
        >
          {t('makeHook.signIn')}
        </Link>
      </PageShell>
    );
  return (
    <MakeHookPage
      clipId={typeof clip === 'string' || typeof clip === 'number' ? String(clip) : undefined}
    />
  );
}
