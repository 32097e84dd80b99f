import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { localesVersion } from './src/build/locales-version.ts';
import { precompress } from './src/build/precompress.ts';
import { preloadLocales } from './src/build/preload-locales.ts';
import { routePreloads } from './src/build/route-preloads.ts';
import { stripDescriptions } from './src/build/strip-descriptions.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const LOCALES_VERSION = localesVersion(fromHere('./public/locales'));
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  // 'hidden': maps are written for reading a production stack trace by hand, but the bundle does
  // not point at them and the server never serves them; the dev server keeps its own.
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: no polyfill (src/build/shims/use-sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fromHere('./src/build/shims/use-sync-external-store.ts'),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: 'hidden',
    cssCodeSplit: false,
    // No list of every lazy chunk's imports in the entry (it grew with each route, ~1.6 KB
    // gzipped of the first route's code): the server lists the first route's chunks in the page,
    // and a later route's imports load as its chunk arrives (issue 11).
    modulePreload: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|xstate|@xstate|i18next|ky|use-sync-external-store)[\\/]/,
            },
            // The primitives every page draws; dialogs and sliders go with the lazy parts
            // that open them (issue 11: the first route's code).
            { name: 'ui', test: /src[\\/]web[\\/]ui[\\/](?!Dialog|Slider)/ },
          ],
        },
      },
    },
  },
  define: { __LOCALES_VERSION__: JSON.stringify(LOCALES_VERSION) },
  plugins: [
    // The router plugin must run before react() so it can split route files first.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromHere('./src/web/routes'),
      generatedRouteTree: fromHere('./src/web/routeTree.gen.ts'),
      autoCodeSplitting: true,
    }),
    react(),
    vanillaExtractPlugin(),
    stripDescriptions(),
    preloadLocales(LOCALES_VERSION),
    // The machines a page starts as it runs, which the router does not know about: the
    // signed-in ones on every page of a session, the song and profile pages' on those pages.
    routePreloads(fromHere('.'), [
      { module: 'machines/app/signedIn.children.ts', routes: 'signedIn' },
      {
        module: 'machines/app/pages.children.ts',
        routes: [
          '_app/song.$id.tsx',
          '_app/@{$handle}.index.tsx',
          '_app/account.tsx',
          'embed.$id.tsx',
        ],
      },
    ]),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/api': API_TARGET, '/media': API_TARGET } },
  test: {
    root: '.',
    // Two lanes on CI's two cores: the API files' renders wait on workers, servers and queues
    // as much as they compute, so a second file runs beside them (one lane took 35 min).
    maxWorkers: 2,
    // Servers the tests start (in process or as children) start engine threads when a test
    // needs them, not two warm ones each at start (docs/decisions.md, READY_THREADS).
    env: { READY_THREADS: '0' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Files share a process's modules, so the engine's warm threads and loaded codecs
          // serve every file after the first (nothing here mocks modules; fake timers are reset).
          isolate: false,
          // The engine's unit tests render audio: 2-9 s on an idle machine, three times that when
          // CI's two cores are shared, so the 5 s default failed them for load, not for a fault.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          include: [
            'machines/**/*.test.ts',
            'src/**/*.test.ts',
            'tests/paths/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // As for unit: each file starts its own server, and the engine threads stay warm.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Above what a test may wait on within it (a render, 120 s; a server restart, 180 s):
          // under 60 s a busy machine failed tests whose own waits were still running.
          testTimeout: 300_000,
          // Above the app server's own start-up wait (180 s, tests/e2e/helpers/app-server.ts), so a
          // slow start on a busy machine ends in the server's log rather than a bare hook timeout.
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
