import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/registry';
import { renderStatechartPages } from '../helpers/statecharts';

const dir = join(process.cwd(), 'docs/statecharts');
const hint = 'docs/statecharts is stale: run `npm run docs:statecharts`';
const pages = await renderStatechartPages(machines);

describe('docs/statecharts', () => {
  it.each([...pages.keys()])('%s matches the machines', async (file) => {
    const onDisk = await readFile(join(dir, file), 'utf8').catch(() => '(missing)');
    expect(onDisk, `${file}: ${hint}`).toBe(pages.get(file));
  });

  it('has no page for a machine that no longer exists', async () => {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.md'));
    expect(
      files.filter((file) => !pages.has(file)),
      hint,
    ).toEqual([]);
  });

  it('gives every machine its own page', () => {
    expect(new Set(machines.map((m) => m.id)).size, 'machine ids must be unique').toBe(
      machines.length,
    );
  });
});
