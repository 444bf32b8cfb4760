/**
 * The translation port's adapters: the sandbox (deterministic, plainly simulated) and Amazon Translate (one
 * TranslateText per distinct text with our language codes, a deadline, and every failure a clear 502).
 */
import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/lib/errors';
import { AMAZON_LANGUAGE_CODES, createAmazonTranslator } from '../../../functions/lib/translation/amazon-translate';
import { createSandboxTranslator, sandboxTranslation } from '../../../functions/lib/translation/sandbox';
import { LANGUAGE_CODES } from '../../../shared/languages';

describe('sandbox translator', () => {
  const sandbox = createSandboxTranslator();

  it('marks each text as simulated with its target language, in order, and names itself', async () => {
    const result = await sandbox.translate({ texts: ['Margherita pizza', 'Tomato, basil'], source: 'en', target: 'es' });
    expect(result).toEqual({ texts: ['[es] Margherita pizza', '[es] Tomato, basil'], provider: 'sandbox' });
    expect(sandbox.provider).toBe('sandbox');
  });

  it('is deterministic and leaves blank texts blank', async () => {
    const request = { texts: ['Tiramisu', '', '  '], source: 'en', target: 'zh' } as const;
    const first = await sandbox.translate(request);
    expect(first.texts).toEqual(['[zh] Tiramisu', '', '  ']);
    expect(await sandbox.translate(request)).toEqual(first);
    expect(sandboxTranslation('Soup', 'ar')).toBe('[ar] Soup');
  });
});

describe('Amazon Translate translator', () => {
  const translate = mockClient(TranslateClient);
  beforeEach(() => translate.reset());
  const client = () => new TranslateClient({ region: 'us-east-1' });

  it('calls TranslateText per distinct text with the source and target codes, and answers in order', async () => {
    translate.on(TranslateTextCommand).callsFake((input: { Text: string; TargetLanguageCode: string }) => ({
      TranslatedText: `${input.TargetLanguageCode}:${input.Text}`,
    }));
    const translator = createAmazonTranslator({ region: 'us-east-1', client: client() });
    const result = await translator.translate({ texts: ['Soup', 'Bread', 'Soup', ''], source: 'en', target: 'zh' });
    expect(result).toEqual({ texts: ['zh:Soup', 'zh:Bread', 'zh:Soup', ''], provider: 'aws-translate' });
    const calls = translate.commandCalls(TranslateTextCommand).map((c) => c.args[0].input);
    expect(calls).toEqual([
      { Text: 'Soup', SourceLanguageCode: 'en', TargetLanguageCode: 'zh' },
      { Text: 'Bread', SourceLanguageCode: 'en', TargetLanguageCode: 'zh' },
    ]);
  });

  it('signs with the credentials it is given (a local run with real AWS keys), in their region', async () => {
    translate.on(TranslateTextCommand).resolves({ TranslatedText: 'Sopa' });
    const credentials = { accessKeyId: 'AKIAREALKEY', secretAccessKey: 'real-secret', sessionToken: 'real-session' };
    const translator = createAmazonTranslator({ region: 'eu-west-1', credentials });
    expect((await translator.translate({ texts: ['Soup'], source: 'en', target: 'es' })).texts).toEqual(['Sopa']);
    const used = translate.call(0).thisValue as TranslateClient;
    expect(await used.config.region()).toBe('eu-west-1');
    expect(await used.config.credentials()).toMatchObject(credentials);
  });

  it('uses Amazon Translate\'s codes for all nine languages (Chinese zh, Arabic ar)', async () => {
    translate.on(TranslateTextCommand).resolves({ TranslatedText: 'x' });
    const translator = createAmazonTranslator({ region: 'us-east-1', client: client() });
    await translator.translate({ texts: ['Hello'], source: 'de', target: 'ar' });
    expect(translate.commandCalls(TranslateTextCommand)[0]!.args[0].input).toMatchObject({ SourceLanguageCode: 'de', TargetLanguageCode: 'ar' });
    expect(Object.keys(AMAZON_LANGUAGE_CODES).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(AMAZON_LANGUAGE_CODES.zh).toBe('zh');
    expect(AMAZON_LANGUAGE_CODES.ar).toBe('ar');
  });

  it('keeps at most `concurrency` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    translate.on(TranslateTextCommand).callsFake(async (input: { Text: string }) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { TranslatedText: input.Text.toUpperCase() };
    });
    const translator = createAmazonTranslator({ region: 'us-east-1', client: client(), concurrency: 3 });
    const texts = Array.from({ length: 10 }, (_, i) => `dish ${i}`);
    const result = await translator.translate({ texts, source: 'en', target: 'es' });
    expect(result.texts).toEqual(texts.map((t) => t.toUpperCase()));
    expect(most).toBe(3);
  });

  it('makes no call for nothing to translate', async () => {
    const translator = createAmazonTranslator({ region: 'us-east-1', client: client() });
    expect(await translator.translate({ texts: ['', ' '], source: 'en', target: 'es' })).toEqual({ texts: ['', ' '], provider: 'aws-translate' });
    expect(translate.commandCalls(TranslateTextCommand)).toHaveLength(0);
  });

  it('turns a service error into a 502 naming it', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    translate.on(TranslateTextCommand).rejects(throttled);
    const translator = createAmazonTranslator({ region: 'us-east-1', client: client() });
    const error = await translator.translate({ texts: ['Soup'], source: 'en', target: 'es' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'translation_failed', message: 'Machine translation failed: ThrottlingException: Rate exceeded' });
  });

  it('gives up at its deadline with a 502 saying so', async () => {
    translate.on(TranslateTextCommand).callsFake(() => new Promise(() => {}));
    const translator = createAmazonTranslator({ region: 'us-east-1', client: client(), timeoutMs: 50 });
    const error = await translator.translate({ texts: ['Soup'], source: 'en', target: 'es' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'translation_timeout' });
    expect((error as Error).message).toMatch(/^Machine translation timed out/);
  });
});
