import { useState } from 'react';
import { usePublicConfig } from './public-config';
import { recaptchaToken } from './recaptcha';

/**
 * The captcha of a form. ALTCHA: `missing` is true while the widget is unsolved, the payload is sent
 * as is. reCAPTCHA v3: nothing to solve, `token(action)` asks Google at submission. `renew` remounts
 * the widget after a submission (an answer is single-use).
 */
export function useCaptcha() {
  const config = usePublicConfig();
  const [payload, setPayload] = useState<string | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const provider = config.data?.captcha_provider;
  const siteKey = config.data?.recaptcha_site_key;
  return {
    payload,
    setPayload,
    missing: provider === 'altcha' && !payload,
    key: generation,
    /** what goes out as `captcha`; rejects with 'ReCaptcha error' when reCAPTCHA cannot load */
    token: async (action: string): Promise<string | undefined> =>
      provider === 'recaptcha' && siteKey ? recaptchaToken(siteKey, action) : payload,
    renew: () => {
      setPayload(undefined);
      setGeneration((value) => value + 1);
    },
  };
}
