/**
 * What API Gateway's JWT authorizer does for protected HTTP routes: take the token from the Authorization header
 * (with or without "Bearer "), check signature (JWKS), issuer, `aud` or `client_id` against the app client, and
 * expiry; hand the claims to the function as strings, the way API Gateway flattens them.
 * (functions/lib/auth/verify-token.ts is the functions' own, stricter check: ID tokens only.)
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface JwtAuthorization {
  claims: Record<string, string>;
  scopes: string[] | null;
}

export type JwtAuthorizer = (authorizationHeader: string | undefined) => Promise<JwtAuthorization | null>;

/** The library's default fetcher refuses http JWKS URIs; cognito-local serves its JWKS over http. */
const fetchJwks: Fetcher = {
  async fetch(uri: string) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS fetch from ${uri} failed with ${response.status}`);
    return response.arrayBuffer();
  },
};

/** API Gateway passes claims as strings: numbers and booleans stringified, arrays as "[a b]". */
function flattenClaims(payload: JwtPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

export function createJwtAuthorizer(opts: { issuer: string; audience: string; jwksUri: string }): JwtAuthorizer {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: opts.issuer,
      jwksUri: opts.jwksUri,
      // Checked below instead: API Gateway accepts a match in either `aud` (ID tokens) or `client_id` (access tokens).
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audiences = [payload.aud, payload.client_id].flat().filter((a) => typeof a === 'string');
        if (!audiences.includes(opts.audience)) throw new Error('Token is for another audience');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: fetchJwks }) },
  );

  return async (authorizationHeader) => {
    const token = authorizationHeader?.trim().replace(/^Bearer\s+/i, '');
    if (!token) return null;
    try {
      const payload = await verifier.verify(token);
      // API Gateway fills `scopes` only for routes that require authorization scopes; ours require none.
      return { claims: flattenClaims(payload), scopes: null };
    } catch {
      return null;
    }
  };
}
