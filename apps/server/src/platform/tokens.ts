import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** A session's absolute lifetime from sign-in: renewing its tokens never extends it. */
export const SESSION_TTL_DAYS = 30;

/** `sessionId` names the sign-in, so ending it (logout, password reset) stops its access tokens too. */
export type AccessClaims = { accountId: number; sessionId: string };

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const accountId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(accountId) || accountId <= 0 || typeof sessionId !== 'string') return null;
        return { accountId, sessionId };
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
