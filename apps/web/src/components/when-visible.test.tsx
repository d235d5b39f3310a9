import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

/** The browser's observer as far as WhenVisible uses it; `scrollTo` says the watched place came into reach. */
function stubObserver() {
  const watched: { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean }[] = [];
  class Observer {
    entry: (typeof watched)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, disconnected: false };
      watched.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    watched,
    scrollTo(isIntersecting: boolean) {
      for (const entry of watched.filter((item) => !item.disconnected)) {
        entry.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('a part shown when the visitor scrolls near it', () => {
  it('is rendered only once its place comes within reach, and then stops watching', () => {
    const observer = stubObserver();
    render(
      <WhenVisible>
        <h2>Отзывы</h2>
      </WhenVisible>,
    );
    expect(screen.queryByRole('heading', { name: 'Отзывы' })).toBeNull();
    expect(observer.watched[0]?.margin).toBe('0px 0px 300px 0px');
    act(() => observer.scrollTo(false));
    expect(screen.queryByRole('heading', { name: 'Отзывы' })).toBeNull();
    act(() => observer.scrollTo(true));
    expect(screen.getByRole('heading', { name: 'Отзывы' })).toBeTruthy();
    expect(observer.watched.every((entry) => entry.disconnected)).toBe(true);
  });

  it('is rendered at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible>
        <h2>Отзывы</h2>
      </WhenVisible>,
    );
    expect(screen.getByRole('heading', { name: 'Отзывы' })).toBeTruthy();
  });
});
