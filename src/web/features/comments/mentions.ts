/** The `@handle` being typed just before the caret: where its `@` is and what follows it. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|[^\w@])@(\w{1,64})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The text with the mention typed at `start..caret` completed, and where the caret goes. */
export function completeMention(text: string, start: number, caret: number, handle: string) {
  const inserted = `@${handle} `;
  return {
    text: text.slice(0, start) + inserted + text.slice(caret).replace(/^\w*\s?/, ''),
    caret: start + inserted.length,
  };
}
