import { describe, expect, it } from 'vitest';
import { attachmentHeader, safeFileName } from './file-name';

describe('download file names', () => {
  it('keeps a plain title as it is', () => {
    expect(attachmentHeader('Night Drive', 'mp3')).toBe(
      `attachment; filename="Night Drive.mp3"; filename*=UTF-8''Night%20Drive.mp3`,
    );
  });

  it('drops path separators, quotes and controls, and never answers an empty name', () => {
    expect(safeFileName('../../etc/"passwd"\r\n')).toBe('etc passwd');
    expect(safeFileName('  \u0000 ')).toBe('song');
    expect(safeFileName('...hidden')).toBe('hidden');
  });

  it('gives old clients an ASCII name and new ones the UTF-8 title', () => {
    expect(attachmentHeader('Ñandú (夜) 100%', 'wav')).toBe(
      `attachment; filename="Nandu () 100.wav"; ` +
        `filename*=UTF-8''%C3%91and%C3%BA%20%28%E5%A4%9C%29%20100%25.wav`,
    );
    expect(attachmentHeader('夜', 'mp3')).toMatch(/^attachment; filename="song\.mp3"; /);
  });

  it('cuts a long title', () => {
    expect(safeFileName('a'.repeat(500)).length).toBe(100);
  });
});
