/**
 * The Amazon Translate adapter of the translation port: one TranslateText call per distinct text (the API takes one
 * text at a time), a few at once, all within one deadline so a slow service answers a clear 502 well before the
 * function's own timeout. The SDK retries a throttled call once more before we give up.
 */
import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import type { LanguageCode } from '../../../shared/languages';
import { watchAwsClient } from '../call-watch';
import { BadGatewayError } from '../errors';
import type { TranslateRequest, TranslateResult, Translator } from './translator';

export const AMAZON_TRANSLATE_PROVIDER = 'aws-translate';

/** Amazon Translate's code for each menu language ('zh' is Simplified Chinese). */
export const AMAZON_LANGUAGE_CODES: Record<LanguageCode, string> = {
  en: 'en',
  es: 'es',
  nl: 'nl',
  de: 'de',
  it: 'it',
  ru: 'ru',
  zh: 'zh',
  ja: 'ja',
  ar: 'ar',
};

export interface AmazonTranslatorOptions {
  region: string;
  /** A client made elsewhere (tests); else one is made from `region` (and `credentials`, when given). */
  client?: TranslateClient;
  /** Explicit credentials (a local run with real AWS access); else the SDK's default chain (the function's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined };
  /** The whole request's deadline (default 7 s: the function has 10). */
  timeoutMs?: number;
  /** Calls in flight at once (default 8). */
  concurrency?: number;
}

const DEFAULT_TIMEOUT_MS = 7_000;
const DEFAULT_CONCURRENCY = 8;

export function createAmazonTranslator(options: AmazonTranslatorOptions): Translator {
  const client =
    options.client ??
    watchAwsClient(
      new TranslateClient({ region: options.region, maxAttempts: 2, ...(options.credentials ? { credentials: options.credentials } : {}) }),
      'Translate',
    );
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);

  return {
    provider: AMAZON_TRANSLATE_PROVIDER,
    async translate({ texts, source, target }: TranslateRequest): Promise<TranslateResult> {
      const distinct = [...new Set(texts.filter((text) => text.trim() !== ''))];
      const translated = new Map<string, string>();
      const abort = new AbortController();
      const pending = [...distinct];

      const worker = async () => {
        for (let text = pending.shift(); text !== undefined; text = pending.shift()) {
          const output = await client.send(
            new TranslateTextCommand({
              Text: text,
              SourceLanguageCode: AMAZON_LANGUAGE_CODES[source],
              TargetLanguageCode: AMAZON_LANGUAGE_CODES[target],
            }),
            { abortSignal: abort.signal },
          );
          translated.set(text, output.TranslatedText ?? '');
        }
      };

      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          abort.abort();
          reject(new BadGatewayError(`Machine translation timed out after ${Math.round(timeoutMs / 1000)} s; try fewer items at a time`, 'translation_timeout'));
        }, timeoutMs);
      });
      try {
        await Promise.race([Promise.all(Array.from({ length: Math.min(concurrency, distinct.length) }, worker)), deadline]);
      } catch (error) {
        abort.abort();
        if (error instanceof BadGatewayError) throw error;
        throw new BadGatewayError(`Machine translation failed: ${describe(error)}`, 'translation_failed');
      } finally {
        clearTimeout(timer);
        pending.length = 0;
      }
      return { texts: texts.map((text) => translated.get(text) ?? text), provider: AMAZON_TRANSLATE_PROVIDER };
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message ? `${error.name}: ${error.message}` : error.name;
  return String(error);
}
