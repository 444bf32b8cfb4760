/**
 * The sandbox translator (local runs and tests, no AWS): no real translation, plainly marked as simulated. Each text
 * comes back prefixed with its target language, `[es] Margherita pizza`, the same every time, so every state of
 * the translations page (Machine, Missing, Complete, regenerated) can be produced and checked exactly.
 */
import type { LanguageCode } from '../../../shared/languages';
import type { TranslateRequest, TranslateResult, Translator } from './translator';

export const SANDBOX_PROVIDER = 'sandbox';

/** What the sandbox makes of one text: `[es] text` (blank texts stay blank). */
export function sandboxTranslation(text: string, target: LanguageCode): string {
  return text.trim() === '' ? text : `[${target}] ${text}`;
}

export function createSandboxTranslator(): Translator {
  return {
    provider: SANDBOX_PROVIDER,
    async translate({ texts, target }: TranslateRequest): Promise<TranslateResult> {
      return { texts: texts.map((text) => sandboxTranslation(text, target)), provider: SANDBOX_PROVIDER };
    },
  };
}
