const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One segment of a route file's name as a regular expression, or '' when it adds none. */
function segmentPattern(segment: string): string {
  // `index` is the path itself; `_layout` and `(group)` add nothing to it.
  if (segment === 'index' || segment.startsWith('_') || /^\(.*\)$/.test(segment)) return '';
  if (segment === '$') return '.*';
  if (segment.startsWith('$')) return '[^/]+';
  // `@{$handle}`: a parameter with a fixed prefix or suffix.
  return segment
    .split(/(\{\$[^}]+\})/)
    .map((part) => (part.startsWith('{$') ? '[^/]+' : escape(part)))
    .join('');
}

/**
 * The URL paths a TanStack Router route file answers, as a regular expression's source:
 * `_app/song.$id.tsx` -> `^/song/[^/]+/?$`, `_app/edit.$.tsx` -> `^/edit(?:/.*)?/?$`,
 * `index.tsx` -> `^/?$`. Names follow the router's file conventions (dots and folders nest).
 */
export function routePattern(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split(/[/.]/)
    .map(segmentPattern)
    .filter(Boolean);
  const path = segments.map((segment) => (segment === '.*' ? '(?:/.*)?' : `/${segment}`)).join('');
  return `^${path}/?$`;
}
