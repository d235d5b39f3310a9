import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** A session's absolute lifetime from sign-in: renewing its tokens never extends it. */
export const SESSION_TTL_DAYS = 30;

/** `sessionId` names the sign-in, so ending it (logout, password reset) stops its access tokens too. */
export type AccessClaims = { accountId: number; sessionId: string };

/** How many verified access tokens one server remembers (a few MB). */
const VERIFIED_TOKENS = 10_000;

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens already verified, with their claims and expiry: the same string verifies the same way every time, so a
   * caller's next request skips the signature (jose's WebCrypto HMAC costs ~60 µs a request). Its expiry is
   * still checked on every use; the oldest go first.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.accountId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    /** null for a missing, malformed, forged or expired token */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const accountId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(accountId) || accountId <= 0 || typeof sessionId !== 'string') return null;
        const claims = { accountId, sessionId };
        if (typeof payload.exp === 'number') {
          verified.set(token, { claims, expiresAt: payload.exp * 1000 });
          if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
