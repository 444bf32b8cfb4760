/**
 * Verifies Cognito ID tokens with aws-jwt-verify. The JWKS is fetched with the global fetch so the same code
 * works against Cognito (https) and cognito-local (http). One verifier per process; JWKS cached by the library.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface VerifiedUser {
  userId: string;
  email: string;
  /** Cognito's `email_verified` claim (a boolean; some issuers send the string 'true'). */
  emailVerified: boolean;
  claims: JwtPayload;
}

const globalFetcher: Fetcher = {
  async fetch(uri: string) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS fetch failed with ${response.status}`);
    return response.arrayBuffer();
  },
};

export function createTokenVerifier(opts: { issuer: string; clientId: string; jwksUri?: string }) {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: opts.issuer,
      audience: opts.clientId,
      jwksUri: opts.jwksUri ?? `${opts.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: globalFetcher }) },
  );
  return {
    /** Returns the user, or null for a missing, malformed, expired or foreign token. */
    async verify(token: string): Promise<VerifiedUser | null> {
      try {
        const claims = await verifier.verify(token);
        const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
        if (!claims.sub || !email) return null;
        const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
        return { userId: claims.sub, email, emailVerified, claims };
      } catch {
        return null;
      }
    },
  };
}

/** `Authorization: Bearer <token>` -> token, else null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}
