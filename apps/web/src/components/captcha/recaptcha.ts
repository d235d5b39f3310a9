/** SPEC §8: the message when the anti-bot check cannot start. */
export const RECAPTCHA_ERROR = 'ReCaptcha error';

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loading = new Map<string, Promise<Grecaptcha>>();

/** Loads reCAPTCHA v3 for `siteKey` once per page; rejects with 'ReCaptcha error' when it cannot load. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  let promise = loading.get(siteKey);
  if (!promise) {
    promise = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const api = window.grecaptcha;
        if (!api) return reject(new Error(RECAPTCHA_ERROR));
        api.ready(() => resolve(api));
      };
      script.onerror = () => {
        script.remove();
        loading.delete(siteKey);
        reject(new Error(RECAPTCHA_ERROR));
      };
      document.head.appendChild(script);
    });
    loading.set(siteKey, promise);
  }
  return promise;
}

/** A fresh token for `action` (tokens are single-use and live two minutes, so one per submission). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  try {
    return await api.execute(siteKey, { action });
  } catch {
    throw new Error(RECAPTCHA_ERROR);
  }
}
