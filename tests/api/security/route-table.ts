import type { Hono } from 'hono';
import { inspectRoutes } from 'hono/dev';
import type { Auth } from '../../../src/server/auth/auth';

/** One route as the server lists it: `key` is `METHOD path`, as the access tables are keyed. */
export interface ServedRoute {
  key: string;
  method: string;
  path: string;
}

const route = (method: string, path: string): ServedRoute => ({
  key: `${method} ${path}`,
  method,
  path,
});

/**
 * Every route the Hono app answers (its handlers, not its middleware), once per method and
 * path: walked from the app itself, so a route added anywhere is found.
 */
export function appRoutes(app: Hono): ServedRoute[] {
  const seen = new Map<string, ServedRoute>();
  for (const { method, path, isMiddleware } of inspectRoutes(app)) {
    if (isMiddleware) continue;
    const found = route(method, path);
    seen.set(found.key, found);
  }
  return [...seen.values()];
}

interface Endpoint {
  path?: string;
  options?: { method?: string | string[] };
}

/**
 * Better Auth's endpoints behind the app's `/api/auth/*` route, from `auth.api` (plugins
 * included); those without a path are server-only.
 */
export function authEndpoints(auth: Auth): ServedRoute[] {
  const routes: ServedRoute[] = [];
  for (const endpoint of Object.values(auth.api) as Endpoint[]) {
    if (!endpoint.path) continue;
    const methods = [endpoint.options?.method ?? 'GET'].flat();
    for (const method of methods) routes.push(route(method, `/api/auth${endpoint.path}`));
  }
  return routes;
}

/** A route's path with its parameters filled (`:name` and `:name{pattern}`). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** The names of a route path's parameters. */
export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
