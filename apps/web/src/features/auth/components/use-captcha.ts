import { useState } from 'react';
import { usePublicConfig } from '../api/get-public-config';

/**
 * The captcha payload of a form. `missing` is true while the server wants a solved captcha that the
 * user has not solved yet; `renew` remounts the widget after a submission (a payload is single-use).
 */
export function useCaptcha() {
  const config = usePublicConfig();
  const [payload, setPayload] = useState<string | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const required = config.data?.captcha_provider === 'altcha';
  return {
    payload,
    setPayload,
    missing: required && !payload,
    key: generation,
    renew: () => {
      setPayload(undefined);
      setGeneration((value) => value + 1);
    },
  };
}
