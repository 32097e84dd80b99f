import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { selectPreferencesLoaded } from '../../machines/preferences/preferences.selectors';
import { createRootActor } from './app/root-actor';
import { RootActorProvider } from './app/RootActorContext';
import { initI18n } from './i18n/i18n';
import { routeTree } from './routeTree.gen';
import './ui/global.css';

// Created once, outside React, so StrictMode and HMR never restart it.
const rootActor = createRootActor();
const router = createRouter({ routeTree, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Draws the app at once: the session check (started with the root actor) and the translations
 * (preloaded by index.html) arrive while it shows, and the pages fill in as they do. Only the
 * stored language is awaited, read from this device.
 */
async function start() {
  const preferences = await waitFor(rootActor.system.get('preferences'), selectPreferencesLoaded);
  void initI18n(preferences.context.language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RootActorProvider actor={rootActor}>
        {/* Views wait for their translations, preloaded beside the scripts and in by now. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </RootActorProvider>
    </StrictMode>,
  );
}

void start();
