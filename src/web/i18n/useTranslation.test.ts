import i18next, { type BackendModule } from 'i18next';
import { text } from 'node:stream/consumers';
import { createElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './useTranslation';

/** Each namespace's `hello` says which file it came from, a little after it is asked for. */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    setTimeout(() => callback(null, { hello: `${namespace} in ${language}` }), 5);
  },
};

function Hello({ ns }: { ns?: string }) {
  const { t } = useTranslation(ns);
  return t('hello');
}

/** The HTML once every suspended view has rendered. */
async function render(ns?: string) {
  const hello = createElement(Hello, { ns });
  const { prelude } = await prerenderToNodeStream(
    createElement(Suspense, { fallback: '…' }, hello),
  );
  return text(prelude);
}

// On i18next's one instance, as the app uses it; no other unit test reads that instance.
describe('useTranslation', () => {
  it('waits for i18next to start and load, as main.tsx draws before it has', async () => {
    const rendering = render('auth');
    void i18next.use(backend).init({
      lng: 'es',
      fallbackLng: 'en',
      ns: ['common', 'auth'],
      defaultNS: 'common',
    });
    expect(await rendering).toContain('auth in es');
  });

  it('reads the default namespace in the language chosen since', async () => {
    await i18next.changeLanguage('en');
    expect(await render()).toContain('common in en');
  });
});
