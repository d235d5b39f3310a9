import { vi } from 'vitest';

/**
 * A window `width` px wide, as MUI's useMediaQuery asks it (happy-dom answers no media query by itself): 390 is
 * a phone, where tables read as cards. Undone by vi.unstubAllGlobals().
 */
export function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

export const PHONE = 390;
export const DESK = 1440;
