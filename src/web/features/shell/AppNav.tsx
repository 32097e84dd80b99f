import { Link, useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../app/useSession';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { Button } from '../../ui/Button';
import { lazyWhenIdle } from '../../ui/lazy';
import * as styles from './AppNav.css';
import { NavSearch } from './NavSearch';
import { PreferencesControls } from './PreferencesControls';

const LINKS = [
  { to: '/home', key: 'home' },
  { to: '/create', key: 'create' },
  { to: '/me', key: 'library' },
  { to: '/following', key: 'following' },
  { to: '/playlist', key: 'playlists' },
  { to: '/workspaces', key: 'workspaces' },
  { to: '/personas', key: 'personas' },
  { to: '/search', key: 'search' },
  { to: '/radio', key: 'radio' },
  { to: '/hooks', key: 'hooks' },
  { to: '/account', key: 'account' },
] as const;

// Loaded once the page is idle, for signed-in visitors only (issue 11: the first route's code).
const NotificationBell = lazyWhenIdle(
  async () => (await import('../notifications/NotificationBell')).default,
);

/** The app's navigation: sections, the signed-in user, preferences and sign-out. */
export function AppNav() {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const { user, status, error, signOut } = useSession();
  const location = useLocation();
  // On a narrow screen the sections fold under a menu button: open on the page it was opened
  // on, so it is closed again on every new page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const sectionsId = useId();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <div className={styles.top}>
        <Link to="/home" className={styles.brand}>
          <img src="/icons/logo.svg" alt="" width={28} height={28} />
          {t('app.name')}
        </Link>
        {status === 'signedIn' && <NotificationBell />}
        <span className={styles.menuButton}>
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={sectionsId}
            onClick={() => setOpenOn(open ? null : location.pathname)}
          >
            {t(open ? 'nav.closeMenu' : 'nav.menu')}
          </Button>
        </span>
      </div>
      <div id={sectionsId} className={styles.sections} data-open={open}>
        <NavSearch />
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link} activeProps={{ 'aria-current': 'page' }}>
                {t(`nav.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          {user && (
            <Link to="/@{$handle}" params={{ handle: user.handle }} className={styles.user}>
              @{user.handle}
            </Link>
          )}
          <PreferencesControls />
          {error && status === 'signedIn' && (
            <p role="alert" className={styles.error}>
              {message(error)}
            </p>
          )}
          {status === 'signedOut' ? (
            // Pages anyone may see (a missing page, a public song) offer the way in, and back.
            <Link to="/sign-in" search={{ redirect: location.href }} className={styles.signIn}>
              {t('nav.signIn')}
            </Link>
          ) : (
            status !== 'restoring' && (
              <Button variant="ghost" onClick={signOut} disabled={status === 'busy'}>
                {status === 'busy' ? t('nav.signingOut') : t('nav.signOut')}
              </Button>
            )
          )}
        </div>
      </div>
    </nav>
  );
}
