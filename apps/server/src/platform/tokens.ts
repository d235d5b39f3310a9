import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export type AccessClaims = { accountId: number };

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({})
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
        return Number.isInteger(accountId) && accountId > 0 ? { accountId } : null;
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
