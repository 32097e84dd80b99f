import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../contracts/route-preloads';
import { PagePreloads } from './page-preloads';

const PAGE = Buffer.from('<html><head><title>x</title></head><body></body></html>');
const PRELOADS: RoutePreloads = {
  routes: [{ pattern: '^/sign-in/?$', files: ['/assets/a.css', '/assets/sign-in.js'] }],
  signedIn: ['/assets/signedIn.js', '/assets/sign-in.js'],
};

function pages() {
  const root = mkdtempSync(join(tmpdir(), 'page-preloads-'));
  writeFileSync(join(root, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  return new PagePreloads(root);
}

const page = async (preloads: PagePreloads, path: string, cookie?: string) => {
  const headers = new Headers(cookie ? { cookie } : {});
  return (await preloads.page({ body: PAGE, copies: {} }, path, headers)).body.toString();
};

describe('PagePreloads', () => {
  it("lists a route's styles and scripts in the head of its page, compressed once", async () => {
    const preloads = pages();
    const html = await page(preloads, '/sign-in');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in.js">');
    expect(html.indexOf('sign-in.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('get-session');
  });

  it('sends the page as built for a path no route lists and no session', async () => {
    expect(await page(pages(), '/nowhere')).toBe(PAGE.toString());
  });

  it('adds the session read and the signed-in machines when a session cookie comes', async () => {
    const html = await page(pages(), '/sign-in', 'better-auth.session_token=abc.def');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
    );
    expect(html).toContain('href="/assets/signedIn.js"');
    expect(html.split('sign-in.js')).toHaveLength(2);
  });

  it('works without the file, for a build made before it existed', async () => {
    const preloads = new PagePreloads(mkdtempSync(join(tmpdir(), 'page-preloads-')));
    expect(await page(preloads, '/sign-in')).toBe(PAGE.toString());
  });
});
