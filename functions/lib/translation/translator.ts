/**
 * The machine-translation port: texts from one language into another, in order. Adapters: Amazon Translate
 * (amazon-translate.ts) and the sandbox (sandbox.ts), chosen once in configured.ts. A failure of the service is
 * thrown as a 502 (BadGatewayError) with a message the owner can read; the caller never sees an SDK error.
 */
import type { LanguageCode } from '../../../shared/languages';

export interface TranslateRequest {
  /** Each translated on its own; the answer has the same length and order. Blank texts come back as they are. */
  texts: readonly string[];
  source: LanguageCode;
  target: LanguageCode;
}

export interface TranslateResult {
  texts: string[];
  /** Who translated: 'aws-translate' or 'sandbox'. Stored with each machine translation. */
  provider: string;
}

export interface Translator {
  readonly provider: string;
  translate(request: TranslateRequest): Promise<TranslateResult>;
}
