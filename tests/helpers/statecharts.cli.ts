import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { machines } from '../../machines/registry';
import { renderStatechartPages } from './statecharts';

/** Writes `docs/statecharts/` from the registry and removes pages of machines that are gone. */
const dir = join(process.cwd(), 'docs/statecharts');
const pages = await renderStatechartPages(machines);
await mkdir(dir, { recursive: true });
for (const file of await readdir(dir)) {
  if (file.endsWith('.md') && !pages.has(file)) {
    await rm(join(dir, file));
    console.log(`removed docs/statecharts/${file}`);
  }
}
for (const [file, text] of pages) await writeFile(join(dir, file), text);
console.log(`wrote ${pages.size} pages to docs/statecharts/`);
