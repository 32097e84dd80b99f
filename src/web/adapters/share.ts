/**
 * The browser's side of sharing: the clipboard (with the older `execCommand('copy')` when the
 * clipboard API is missing or refused, as over plain http or without permission) and the share
 * sheet (`navigator.share`).
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard API');
    await navigator.clipboard.writeText(text);
  } catch {
    if (!copyBySelection(text)) throw new Error('the clipboard refused');
  }
}

/** Copies through a selected, off-screen text area; false when the browser refuses. */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  const focused = document.activeElement as HTMLElement | null;
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

/** Whether this browser has a share sheet. */
export const canShareNatively = () => typeof navigator.share === 'function';

/** Opens the share sheet; a dismissed sheet is no failure. */
export async function shareNatively(data: { title: string; url: string }): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    throw error;
  }
}
