/** Cookies by name, as a browser would keep them for one site (attributes ignored). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Applies the Set-Cookie headers of a response; an empty value or Max-Age=0 deletes. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0(;|$)/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface RequestOptions {
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  jar?: CookieJar;
  headers?: Record<string, string>;
}

/**
 * A minimal client for one server: JSON bodies, the Origin header Better Auth requires on
 * POSTs (Node's fetch sends none), and an optional cookie jar.
 */
export function createClient(baseUrl: string) {
  return async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { origin: baseUrl, ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const cookie = options.jar?.header();
    if (cookie) headers.cookie = cookie;
    const response = await fetch(new URL(path, baseUrl), { method, headers, body });
    options.jar?.store(response);
    return response;
  };
}

export type RequestFn = ReturnType<typeof createClient>;
