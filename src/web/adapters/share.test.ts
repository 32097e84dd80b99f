import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, shareNatively } from './share';

/** A document whose `execCommand('copy')` answers `copies`, recording what was selected. */
function fakeDocument(copies: boolean) {
  const selected: string[] = [];
  const area = {
    value: '',
    style: {} as Record<string, string>,
    setAttribute: () => {},
    select: () => selected.push(area.value),
    remove: vi.fn(),
  };
  const document = {
    createElement: () => area,
    body: { append: () => {} },
    activeElement: null,
    execCommand: () => copies,
  };
  return { document, selected, area };
}

afterEach(() => vi.unstubAllGlobals());

describe('share adapter', () => {
  it('copies through the clipboard API when the browser allows it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await copyText('http://localhost/s/AbCdEf123456');
    expect(writeText).toHaveBeenCalledWith('http://localhost/s/AbCdEf123456');
  });

  it('falls back to a selected text area when the clipboard API is refused or missing', async () => {
    const refused = vi.fn(async () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError')),
    );
    for (const navigator of [{ clipboard: { writeText: refused } }, {}]) {
      const fake = fakeDocument(true);
      vi.stubGlobal('navigator', navigator);
      vi.stubGlobal('document', fake.document);
      await copyText('the link');
      expect(fake.selected).toEqual(['the link']);
      expect(fake.area.remove).toHaveBeenCalled();
    }
  });

  it('fails when both ways are refused, so the modal shows the text to copy by hand', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('document', fakeDocument(false).document);
    await expect(copyText('the link')).rejects.toThrow('refused');
  });

  it('takes a dismissed share sheet as no failure, and passes on others', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('dismissed', 'AbortError')));
    vi.stubGlobal('navigator', { share });
    await expect(shareNatively({ title: 'Song', url: 'http://x/s/1' })).resolves.toBeUndefined();
    share.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    await expect(shareNatively({ title: 'Song', url: 'http://x/s/1' })).rejects.toThrow('no');
  });
});
