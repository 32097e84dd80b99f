import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('shows minutes and padded seconds', () => {
    expect(formatDuration(154.2)).toBe('2:34');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(-1)).toBe('0:00');
  });
});
