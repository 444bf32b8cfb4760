/** Attributes both translation tables share (SPEC.md 3: provenance, lock, provider, who and when). */
import { LANGUAGE_CODES } from '../../../../shared/languages';
import { updatedAtAttribute } from '../attributes';
import { TRANSLATION_PROVENANCES } from './menu-collection';

export const translationAttributes = {
  restaurantId: { type: 'string', required: true, readOnly: true },
  lang: { type: LANGUAGE_CODES, required: true, readOnly: true },
  name: { type: 'string', required: true },
  provenance: { type: TRANSLATION_PROVENANCES, required: true, default: 'manual' },
  locked: { type: 'boolean', required: true, default: false },
  provider: { type: 'string' },
  /**
   * What the machine translated this row from: a hash of the source language and text (menu-translations/machine.ts),
   * so regenerating skips a row whose source has not changed. Absent on a hand-made row, and on machine rows made
   * before it was kept (the next regenerate translates those once and records it).
   */
  machineSource: { type: 'string' },
  updatedBy: { type: 'string' },
  updatedAt: updatedAtAttribute,
} as const;
