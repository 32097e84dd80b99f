/** The file the build writes beside index.html: what each route's first view loads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Scripts and styles (absolute URLs) a page loads at once beyond what index.html lists. */
export interface RoutePreloads {
  /** Each route by the paths it answers (a regular expression's source), with its files. */
  routes: { pattern: string; files: string[] }[];
  /** What every page loads when someone is signed in (the signed-in machines). */
  signedIn: string[];
}

/**
 * Where the web app reads its session, under /api. A page sent with a session cookie preloads
 * it, so the answer is in before the app's code has run (issue 11: LCP of /create).
 */
export const SESSION_READ_PATH = 'auth/get-session';
