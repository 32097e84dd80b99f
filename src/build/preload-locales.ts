import type { Plugin } from 'vite';
import { FALLBACK_LANGUAGE, I18N_NAMESPACES } from '../contracts/constants';

/**
 * Adds `<link rel="preload">` for the fallback language's translations to the page (issue 11):
 * they download beside the scripts instead of after them, so the app draws as soon as its code
 * runs. Every language falls back to these, so they are always wanted. `as="fetch"` with
 * `crossorigin` matches the same-origin fetch the i18next backend makes.
 */
export function preloadLocales(version: string): Plugin {
  return {
    name: 'openchirp:preload-locales',
    transformIndexHtml: () =>
      I18N_NAMESPACES.map((ns) => ({
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'fetch',
          crossorigin: '',
          href: `/locales/${FALLBACK_LANGUAGE}/${ns}.json?v=${version}`,
        },
        injectTo: 'head' as const,
      })),
  };
}
