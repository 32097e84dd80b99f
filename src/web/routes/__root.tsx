import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePreferences } from '../app/usePreferences';
import { AppFrame } from '../features/shell/AppFrame';
import { i18next } from '../i18n/i18n';
import { lazyComponent } from '../ui/lazy';
import { Spinner } from '../ui/Spinner';
import { useApplyTheme } from '../ui/useApplyTheme';

// Only a missing address draws it: its code stays out of every first route (issue 11).
const NotFound = lazyComponent(
  async () => (await import('../features/shell/NotFound')).NotFound,
  <Spinner />,
);

export const Route = createRootRoute({
  component: Root,
  // An address nothing answers: said plainly, inside the app's frame so the way on is there.
  notFoundComponent: () => (
    <AppFrame>
      <NotFound what="page" />
    </AppFrame>
  ),
});

function Root() {
  const { theme, language } = usePreferences();
  useApplyTheme(theme);
  useEffect(() => {
    document.documentElement.lang = language;
    void i18next.changeLanguage(language);
  }, [language]);
  return <Outlet />;
}
