import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
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

async function start() {
  // The stored language decides which translations load first.
  const preferences = await waitFor(rootActor.system.get('preferences'), selectPreferencesLoaded);
  await initI18n(preferences.context.language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RootActorProvider actor={rootActor}>
        <RouterProvider router={router} />
      </RootActorProvider>
    </StrictMode>,
  );
}

void start();
