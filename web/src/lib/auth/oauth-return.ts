/**
 * The browser is back from the hosted UI (Google) with a result for Amplify to finish. Pure on purpose: the landing
 * page checks it too and must not load Amplify to do so.
 */
export function isOAuthReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}
