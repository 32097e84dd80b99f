import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../contracts/route-preloads';
import { routePattern } from './route-pattern';

/** Code a page loads as soon as it runs, outside the router: which module, and for which pages. */
export interface LazyModule {
  /** The module's path from the project root, as `import()` names it. */
  module: string;
  /** Route files (under src/web/routes) whose pages start it at once; or every signed-in page. */
  routes: string[] | 'signedIn';
}

const ROUTES_DIR = 'src/web/routes/';
const SPLIT_SUFFIX = /\?tsr-split=.*$/;

/**
 * Writes ROUTE_PRELOADS_FILE beside the page (issue 11, first paint): for every route, the
 * scripts and styles its first view needs beyond those index.html already loads (its split
 * chunks, its layouts', what they import, and the lazy modules its page starts at once). The
 * server lists them in the page it sends for that path, so the browser fetches them beside the
 * framework instead of after it has run and the router has asked for them.
 */
export function routePreloads(root: string, lazy: LazyModule[]): Plugin {
  return {
    name: 'openchirp:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const preloads = collect(bundle as OutputBundle, `${root.replace(/\/$/, '')}/`, lazy);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}

function collect(bundle: OutputBundle, root: string, lazy: LazyModule[]): RoutePreloads {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const moduleOf = (chunk: OutputChunk) =>
    chunk.facadeModuleId?.replace(root, '').replace(SPLIT_SUFFIX, '');
  const entry = chunks.find((chunk) => chunk.isEntry);
  // What index.html loads already: the entry and everything it imports statically.
  const inPage = new Set(entry ? closure(entry, byName) : []);
  const filesOf = (modules: string[]) => {
    const wanted = chunks.filter(
      (chunk) => chunk.isDynamicEntry && modules.includes(moduleOf(chunk)!),
    );
    const closed = new Set(wanted.flatMap((chunk) => [...closure(chunk, byName)]));
    const scripts = [...closed].filter((name) => !inPage.has(name));
    const styles = scripts.flatMap((name) => [
      ...(byName.get(name)?.viteMetadata?.importedCss ?? []),
    ]);
    return [...new Set([...styles, ...scripts])].map((name) => `/${name}`);
  };
  const routeFiles = chunks
    .map(moduleOf)
    .filter((module): module is string => !!module?.startsWith(ROUTES_DIR))
    .map((module) => module.slice(ROUTES_DIR.length));
  const layouts = new Set(routeFiles.flatMap(layoutsOf));
  const leaves = [...new Set(routeFiles)].filter(
    (file) => !file.startsWith('__root') && !layouts.has(file),
  );
  return {
    routes: leaves.map((file) => {
      const above = layoutsOf(file).filter((layout) => routeFiles.includes(layout));
      const started = lazy.filter(({ routes }) => Array.isArray(routes) && routes.includes(file));
      const modules = [file, ...above].map((name) => ROUTES_DIR + name);
      const files = filesOf([...modules, ...started.map(({ module }) => module)]);
      return { pattern: routePattern(file), files };
    }),
    signedIn: filesOf(
      lazy.filter(({ routes }) => routes === 'signedIn').map(({ module }) => module),
    ),
  };
}

/** A chunk's file and those it imports statically, transitively. */
function closure(chunk: OutputChunk, byName: Map<string, OutputChunk>, seen = new Set<string>()) {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = byName.get(name);
    if (imported) closure(imported, byName, seen);
  }
  return seen;
}

/** The layout route files above a route file: `_app/create.tsx` is under `_app.tsx`. */
function layoutsOf(file: string): string[] {
  const dirs = file.split('/').slice(0, -1);
  return dirs.map((_, i) => `${dirs.slice(0, i + 1).join('/')}.tsx`);
}
