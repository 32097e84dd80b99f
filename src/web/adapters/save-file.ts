/**
 * Has the browser save the file at `url`: a link with `download` clicked once. Same-origin
 * URLs keep the given name; others open as the server names them.
 */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
