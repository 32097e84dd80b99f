import { describe, expect, it, vi } from 'vitest';
import { lazyArea } from './lazy';

const area = { get: async (id: string, page: number) => `${id}:${page}` };

describe('lazyArea', () => {
  it('loads the area on the first call only, and forwards each call with its arguments', async () => {
    const load = vi.fn(async () => area);
    const lazy = lazyArea(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.get('a', 1)).resolves.toBe('a:1');
    await expect(lazy.get('b', 2)).resolves.toBe('b:2');
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the load again on the next call after it failed', async () => {
    const load = vi
      .fn<() => Promise<typeof area>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(area);
    const lazy = lazyArea(load);
    await expect(lazy.get('a', 1)).rejects.toThrow('Failed to fetch');
    await expect(lazy.get('a', 1)).resolves.toBe('a:1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable, so an async function may return it', async () => {
    const lazy = lazyArea(async () => area);
    await expect((async () => lazy)()).resolves.toBe(lazy);
  });
});
