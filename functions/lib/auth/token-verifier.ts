import { config } from '../config';
import { createTokenVerifier } from './verify-token';

let verifier: ReturnType<typeof createTokenVerifier> | undefined;

/** The process-wide verifier for this user pool (created on first use, then reused across invocations). */
export function tokenVerifier() {
  verifier ??= createTokenVerifier({ issuer: config.jwtIssuer, clientId: config.userPoolClientId, jwksUri: config.jwksUri });
  return verifier;
}
