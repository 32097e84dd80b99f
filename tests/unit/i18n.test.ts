import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { I18N_NAMESPACES, LANGUAGES } from '../../src/contracts/constants';
import { CLIENT_MESSAGE_CODES } from '../../src/contracts/client-messages';
import { ERROR_CODES } from '../../src/contracts/errors';
import { PAGE_KEYS } from '../../src/web/ui/pages';

const LOCALES = 'public/locales';
type Tree = { [key: string]: string | Tree };

const load = (language: string, ns: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES, language, `${ns}.json`), 'utf8')) as Tree;

/** Every leaf key of a translation tree, dotted: `pages.create.title`. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('translations', () => {
  it('has a file for every language and namespace, and no other', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(readdirSync(join(LOCALES, language)).sort()).toEqual(
        I18N_NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it.each(I18N_NAMESPACES)('has the same keys in every language (%s)', (ns) => {
    const english = keys(load('en', ns)).sort();
    for (const language of LANGUAGES) {
      expect(keys(load(language, ns)).sort(), `${language}/${ns}.json`).toEqual(english);
    }
  });

  it('keeps the same {{placeholders}} in every language', () => {
    for (const ns of I18N_NAMESPACES) {
      const english = load('en', ns);
      for (const language of LANGUAGES) {
        const other = load(language, ns);
        for (const key of keys(english)) {
          const pick = (tree: Tree) =>
            (key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree) as string)
              .match(/{{\w+}}/g)
              ?.sort() ?? [];
          expect(pick(other), `${language}/${ns}.json ${key}`).toEqual(pick(english));
        }
      }
    }
  });

  it('translates every error code and every message the browser makes', () => {
    const common = keys(load('en', 'common'));
    for (const code of [...ERROR_CODES, ...CLIENT_MESSAGE_CODES]) {
      expect(common).toContain(`errors.${code}`);
    }
  });

  it('titles every page', () => {
    const common = keys(load('en', 'common'));
    for (const page of PAGE_KEYS) {
      expect(common).toContain(`pages.${page}.title`);
      expect(common).toContain(`pages.${page}.empty`);
    }
  });

  it('has every literal key the web app asks for', () => {
    // A plural key (`started_one`, `started_other`) is asked for by its base (`started`).
    const known = new Set(
      I18N_NAMESPACES.flatMap((ns) =>
        keys(load('en', ns)).map(
          (key) => `${ns}:${key.replace(/_(zero|one|two|few|many|other)$/, '')}`,
        ),
      ),
    );
    const missing: string[] = [];
    for (const file of sourceFiles('src/web')) {
      const text = readFileSync(file, 'utf8');
      const ns = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'common';
      for (const [, key] of text.matchAll(/\bt\('([\w.:]+)'/g)) {
        const full = key!.includes(':') ? key! : `${ns}:${key}`;
        if (!known.has(full)) missing.push(`${relative('.', file)}: ${full}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
