/**
 * The composition root of machine translation (DESIGN.md 2 and 11): the adapter is chosen ONCE, here, from
 * configuration. TRANSLATOR=aws (CDK sets it) -> Amazon Translate; unset or 'sandbox' -> the sandbox translator,
 * whose output is marked as simulated (local runs and tests). A local run with TRANSLATOR=aws uses the caller's real
 * credentials, which the local stack hands over as TRANSLATE_* (config.translateAccess). Only the functions whose routes declare the
 * 'translate' need import this.
 */
import { config } from '../config';
import { createAmazonTranslator } from './amazon-translate';
import { createSandboxTranslator } from './sandbox';
import type { Translator } from './translator';

export const translator: Translator =
  config.translator === 'aws'
    ? createAmazonTranslator(config.translateAccess ?? { region: config.region })
    : createSandboxTranslator();
