import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const doc = readFileSync('docs/licences.md', 'utf8');

describe('docs/licences.md', () => {
  it('lists every direct dependency with its licence', () => {
    for (const name of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]) {
      const meta = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as {
        license: string;
      };
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const row = `\\|\\s*\`${escape(name)}\`\\s*\\|[^|]+\\|\\s*${escape(meta.license)}\\s*\\|`;
      expect(doc, name).toMatch(new RegExp(row));
    }
  });
});
