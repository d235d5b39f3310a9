import type { List } from '@sp/shared/api/common';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { useCachedGet, useCachedPages } from './get-cache';

const page = (from: number, size: number, count: number): List<number> => ({
  results: Array.from({ length: size }, (_, i) => from + i),
  count,
});

describe('get cache', () => {
  it('asks once for a key shared by several components and reuses the fresh answer', async () => {
    const load = vi.fn(async () => 'Тверь');
    const first = renderHook(() => useCachedGet('city:5', load));
    const second = renderHook(() => useCachedGet('city:5', load));
    await waitFor(() => expect(first.result.current.data).toBe('Тверь'));
    expect(second.result.current.data).toBe('Тверь');
    first.unmount();
    second.unmount();
    const again = renderHook(() => useCachedGet('city:5', load));
    expect(again.result.current.data).toBe('Тверь');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a list page by page and knows when it has all of it', async () => {
    const load = vi.fn(async (offset: number) => page(offset, offset === 0 ? 2 : 1, 3));
    const { result } = renderHook(() => useCachedPages('list', load));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(load).toHaveBeenLastCalledWith(2);
    expect(result.current.data?.pages.flatMap((p) => p.results)).toEqual([0, 1, 2]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps the previous answer on screen while another key loads, when asked to', async () => {
    let release: (value: List<number>) => void = () => {};
    const load = vi.fn((key: string) =>
      key === 'a' ? Promise.resolve(page(0, 1, 1)) : new Promise<List<number>>((r) => (release = r)),
    );
    const { result, rerender } = renderHook(
      ({ key }) => useCachedPages(key, () => load(key), { keepPrevious: true }),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current.data?.pages[0]?.results).toEqual([0]));
    rerender({ key: 'b' });
    expect(result.current.isPending).toBe(false);
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.pages[0]?.results).toEqual([0]);
    await act(async () => release(page(10, 1, 1)));
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.pages[0]?.results).toEqual([10]);
  });

  it('does not retry a client error and shows it; a refetch asks again', async () => {
    const load = vi.fn(async () => {
      throw new ApiError(404, 'Страница не найдена.');
    });
    const { result } = renderHook(() => useCachedGet('missing', load));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.refetch());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('retries a network or server failure twice', async () => {
    vi.useFakeTimers();
    try {
      const load = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new ApiError(0, 'Нет соединения'))
        .mockRejectedValueOnce(new ApiError(500, 'Ошибка'))
        .mockResolvedValue('ok');
      const { result } = renderHook(() => useCachedGet('flaky', load));
      await act(async () => vi.advanceTimersByTimeAsync(3100));
      expect(load).toHaveBeenCalledTimes(3);
      expect(result.current.data).toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});
