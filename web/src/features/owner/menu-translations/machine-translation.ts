/**
 * The machine translation jobs, apart from the page: a run over many rows (sent in chunks, so the page can show how
 * far it got, `onProgress`) and one row's regenerate. Each resolves with what the owner is told (SPEC.md 8); neither
 * throws, and what was written before a failure stays written. The caller reads the page again afterwards.
 */
import type { LanguageCode } from '@shared/languages';
import { toast } from '@/components/toast/toast-store';
import { errorDescription } from '../menu-builder/builder-api';
import { translateBatch } from './menu-translations-api';
import { TRANSLATION_MESSAGES as M, chunkTargets, targetCount, type RowKind, type Targets } from './translation-rules';

/** Rows per translate-batch request in a long run, so the page can say how far it got. */
export const RUN_CHUNK = 25;

export type MachineRunKind = 'missing' | 'regenerate';

/** What the progress bar of a run is called. */
export const RUN_LABELS: Record<MachineRunKind, string> = { missing: 'Translating missing', regenerate: 'Regenerating machine translations' };

/** What a job tells the owner, once the page shows its outcome. */
export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export const tell = (notice: Notice) => toast[notice.tone](notice.text);

/** There is nothing for a run to do: the owner is told so and nothing is sent. */
export const nothingToRun = (kind: MachineRunKind): Notice => ({ tone: 'info', text: kind === 'missing' ? M.noneMissing : M.noMachine });

/**
 * 'Auto-translate missing' (new translations only) or 'Regenerate machine translations' (forced) over `targets`, in
 * chunks of RUN_CHUNK; `onProgress(done)` after each with the rows done so far.
 */
export async function runMachineTranslation(
  restaurantId: string,
  { lang, kind, targets }: { lang: LanguageCode; kind: MachineRunKind; targets: Targets },
  onProgress: (done: number) => void,
): Promise<Notice> {
  let done = 0;
  let written = 0;
  let unchanged = 0;
  try {
    for (const chunk of chunkTargets(targets, RUN_CHUNK)) {
      const result = await translateBatch(restaurantId, { lang, targets: chunk, force: kind === 'regenerate' });
      written += kind === 'missing' ? result.created : result.created + result.updated;
      unchanged += result.unchanged;
      done += targetCount(chunk);
      onProgress(done);
    }
  } catch (error) {
    const reason = errorDescription(error);
    return { tone: 'error', text: kind === 'missing' ? M.autoTranslateFailed(reason) : M.regenerateFailed(reason) };
  }
  if (written === 0 && kind === 'regenerate' && unchanged > 0) return { tone: 'info', text: M.upToDate };
  if (written === 0) return nothingToRun(kind);
  return { tone: 'success', text: kind === 'missing' ? M.autoTranslated(written) : M.regenerated(written) };
}

/** One row's 'Regenerate' (forced); `fresh` when the row now has the machine's text (its unsaved edit is dropped). */
export async function regenerateRow(
  restaurantId: string,
  { lang, kind, id }: { lang: LanguageCode; kind: RowKind; id: string },
): Promise<{ notice: Notice; fresh: boolean }> {
  try {
    const result = await translateBatch(restaurantId, { lang, targets: kind === 'category' ? { categories: [id] } : { items: [id] }, force: true });
    if (result.locked > 0) return { notice: { tone: 'error', text: M.regenerateOneFailed('the translation is locked; unlock it first') }, fresh: false };
    if (result.unchanged > 0) return { notice: { tone: 'info', text: M.upToDateOne }, fresh: true };
    return { notice: { tone: 'success', text: M.regeneratedOne(kind) }, fresh: true };
  } catch (error) {
    return { notice: { tone: 'error', text: M.regenerateOneFailed(errorDescription(error)) }, fresh: false };
  }
}
