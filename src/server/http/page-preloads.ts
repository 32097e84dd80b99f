import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getSessionCookie } from 'better-auth/cookies';
import {
  ROUTE_PRELOADS_FILE,
  SESSION_READ_PATH,
  type RoutePreloads,
} from '../../contracts/route-preloads';
import type { StaticFile } from './static-files';

const NONE: RoutePreloads = { routes: [], signedIn: [] };

/** A `<link>` that fetches a script or style while the page's own scripts load. */
const linkTo = (href: string) =>
  href.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${href}">`
    : `<link rel="modulepreload" crossorigin href="${href}">`;
/** The session read, as the app's same-origin fetch of it (credentials same-origin) will ask. */
const SESSION_PRELOAD = `<link rel="preload" as="fetch" crossorigin href="/api/${SESSION_READ_PATH}">`;

/**
 * The page (`index.html`) for a path, listing what that path's first view loads beyond the
 * page's own scripts (from the build's ROUTE_PRELOADS_FILE, see src/build/route-preloads.ts),
 * and the session read and signed-in machines when a session cookie comes with the request. Without them the
 * browser asks for a route's code only once the framework has run and the router has matched
 * (issue 11: LCP of /sign-in and /create). Each variant is made and compressed once.
 */
export class PagePreloads {
  readonly #variants = new Map<string, StaticFile>();
  #source: { page: Buffer; preloads: RoutePreloads } | null = null;

  constructor(private readonly webRoot: string) {}

  async page(index: StaticFile, path: string, headers: Headers): Promise<StaticFile> {
    if (this.#source?.page !== index.body) {
      this.#source = { page: index.body, preloads: await this.#readPreloads() };
      this.#variants.clear();
    }
    const { preloads } = this.#source;
    const route = preloads.routes.find(({ pattern }) => new RegExp(pattern).test(path));
    const signedIn = getSessionCookie(headers) !== null;
    const files = [...(route?.files ?? []), ...(signedIn ? preloads.signedIn : [])];
    if (files.length === 0 && !signedIn) return index;
    const key = `${route?.pattern}|${signedIn}`;
    let variant = this.#variants.get(key);
    if (!variant) {
      const links = [...(signedIn ? [SESSION_PRELOAD] : []), ...[...new Set(files)].map(linkTo)];
      const body = Buffer.from(
        index.body.toString().replace('</head>', `${links.join('')}</head>`),
      );
      variant = { body, copies: { br: brotliCompressSync(body), gzip: gzipSync(body) } };
      this.#variants.set(key, variant);
    }
    return variant;
  }

  async #readPreloads(): Promise<RoutePreloads> {
    const text = await readFile(join(this.webRoot, ROUTE_PRELOADS_FILE), 'utf8').catch(() => null);
    return text ? (JSON.parse(text) as RoutePreloads) : NONE;
  }
}
