import type { i18n as I18n } from 'i18next';

/**
 * Translates `key`, whose text wraps one part in `<tag>…</tag>` ("Made from <song>{{title}}</song>"),
 * into the text before, inside and after the tags, so a view can put an element round the middle:
 * what react-i18next's `Trans` did here. The tags are found before `values` go in, so a title that
 * itself reads "</song>" stays text. Without the tags, all the text comes first.
 */
export function translateAroundTag(
  i18n: I18n,
  key: string,
  tag: string,
  values: Record<string, unknown>,
): [before: string, inside: string, after: string] {
  const text = i18n.t(key, { skipInterpolation: true });
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = start < 0 ? -1 : text.indexOf(close, start);
  const parts =
    end < 0
      ? [text, '', '']
      : [
          text.slice(0, start),
          text.slice(start + open.length, end),
          text.slice(end + close.length),
        ];
  const [before, inside, after] = parts.map((part) =>
    i18n.services.interpolator.interpolate(part, values, i18n.language, {}),
  );
  return [before!, inside!, after!];
}
