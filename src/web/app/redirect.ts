/** Only same-site paths may be a post-sign-in destination (no `//host` or `https://`). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  if (value.startsWith('/sign-in') || value.startsWith('/sign-up')) return undefined;
  return value;
}

export const validateRedirectSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
};
