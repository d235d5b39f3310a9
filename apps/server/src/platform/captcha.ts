import { AUTH_MSG } from '@sp/shared/api/auth';
import { CappedMap, createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveHmacKeySecret, verify } from 'altcha-lib/frameworks/shared';
import type { Config } from '../config';
import { ApiError } from './errors';

export const CAPTCHA_MISSING = AUTH_MSG.captchaMissing;
export const CAPTCHA_INVALID = AUTH_MSG.captchaInvalid;

export type Captcha = {
  provider: Config['captcha']['provider'];
  siteKey: string | null;
  /** an ALTCHA challenge, or null when the provider issues none */
  challenge(): Promise<unknown | null>;
  /** throws a 400 on the `captcha` field unless the payload proves a human (or checks are off) */
  check(payload: string | undefined, remoteIp?: string): Promise<void>;
};

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

function fail(message: string): never {
  throw new ApiError(400, { captcha: [message] });
}

/**
 * ALTCHA proof-of-work by default: challenges are signed with a key derived from the JWT secret, and a
 * solved payload is accepted once. Used payloads are remembered in memory for the challenge lifetime;
 * with several server instances a replay on another instance is possible until expiry (documented).
 */
export function createCaptcha(config: Config): Captcha {
  const settings = config.captcha;
  if (settings.provider === 'none') {
    return { provider: 'none', siteKey: null, challenge: async () => null, check: async () => {} };
  }
  if (settings.provider === 'recaptcha') {
    return {
      provider: 'recaptcha',
      siteKey: settings.siteKey,
      challenge: async () => null,
      async check(payload, remoteIp) {
        if (!payload) fail(CAPTCHA_MISSING);
        const body = new URLSearchParams({ secret: settings.secret, response: payload });
        if (remoteIp) body.set('remoteip', remoteIp);
        const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        const result = (await response?.json().catch(() => null)) as {
          success?: boolean;
          score?: number;
        } | null;
        if (!result?.success || (result.score ?? 1) < settings.minScore) fail(CAPTCHA_INVALID);
      },
    };
  }
  const signatureSecret = `altcha:${config.jwtSecret}`;
  const keySecretPromise = deriveHmacKeySecret(signatureSecret);
  const used = new CappedMap<string, boolean>({ maxSize: 100_000 });
  return {
    provider: 'altcha',
    siteKey: null,
    async challenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(5_000, 10_000),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: await keySecretPromise,
      });
    },
    async check(payload) {
      if (!payload) fail(CAPTCHA_MISSING);
      const result = await verify(payload, deriveKey, signatureSecret, await keySecretPromise, used);
      if (result.error) fail(CAPTCHA_INVALID);
    },
  };
}
