/** A style text as words: lower case, '&' read as "and", anything not a letter or digit a space. */
export const styleWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A clip's styles (its `tags`, comma-separated), each trimmed, empty ones left out. */
export const stylesOf = (tags: string | null): string[] =>
  (tags ?? '')
    .split(',')
    .map((style) => style.trim())
    .filter((style) => styleWords(style) !== '');

/** Whether `tags` name `style` as whole words ("indie rock" names "rock"; "rocket" does not). */
export function namesStyle(tags: string | null, style: string): boolean {
  const needle = styleWords(style);
  return needle !== '' && ` ${styleWords(tags ?? '')} `.includes(` ${needle} `);
}
