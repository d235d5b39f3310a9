import { useEffect, useState } from 'react';
import { http } from '../../lib/http';

export type PublicConfig = {
  captcha_provider: 'altcha' | 'recaptcha' | 'none';
  recaptcha_site_key: string | null;
  version: string;
};

let loaded: PublicConfig | undefined;
let pending: Promise<PublicConfig> | null = null;

/** GET /api/public/config/ once per page load (a failed load is tried again by the next form). */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= http.get<PublicConfig>('/api/public/config/').then(
    (config) => {
      loaded = config;
      return config;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The server's public settings for the forms with a captcha (auth, the cart). A small hook of its own rather than TanStack Query,
 * which /auth does not ship.
 */
export function usePublicConfig(): { data: PublicConfig | undefined; isPending: boolean } {
  const [state, setState] = useState({ data: loaded, isPending: loaded === undefined });
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadPublicConfig().then(
      (data) => live && setState({ data, isPending: false }),
      () => live && setState({ data: undefined, isPending: false }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
