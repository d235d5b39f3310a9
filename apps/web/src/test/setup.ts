import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearGetCache } from '../lib/get-cache';

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
  localStorage.clear();
  clearGetCache();
});
