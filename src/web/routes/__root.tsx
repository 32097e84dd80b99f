import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePreferences } from '../app/usePreferences';
import { i18next } from '../i18n/i18n';
import { PageShell } from '../ui/PageShell';
import { useApplyTheme } from '../ui/useApplyTheme';

export const Route = createRootRoute({
  component: Root,
  notFoundComponent: () => <PageShell page="notFound" />,
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
