/**
 * The diner's notice of a pause of new orders (issue 30 item 2): what can't be ordered and the time it resumes, in
 * the restaurant's time zone, written the diner's language's way. Loaded (with its words) only while a pause is on;
 * a status region, so a pause that starts while the page is open is read out.
 */
import { use } from 'react';
import { useI18n } from '../i18n/i18n-store';
import { interpolate } from '../i18n/interpolate';
import { wordsLoader } from '../i18n/words-loader';
import en, { type PauseWords } from './words/en';
import type { PauseState } from './pause-slot';

const wordsOf = wordsLoader<PauseWords>(en, import.meta.glob<{ default: PauseWords }>(['./words/*.ts', '!./words/en.ts']));

export default function PauseNotice({ state, categoryNames, inCart }: { state: PauseState; categoryNames: string[]; inCart?: boolean }) {
  const { lang } = useI18n();
  const words = use(wordsOf(lang));
  const { pause, timeZone } = state;
  const time = pause.until ? new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(pause.until)) : null;
  const categories = new Intl.ListFormat(lang, { type: 'conjunction' }).format(categoryNames);
  const all = pause.categoryIds === null;
  const text = all
    ? time ? interpolate(words.pauseAllUntil, { time }) : words.pauseAllForNow
    : interpolate(time ? words.pauseSomeUntil : words.pauseSomeForNow, { categories, ...(time ? { time } : {}) });
  return (
    <div className="notice notice--warning notice--stacked pause-notice" role="status">
      <p className="notice__title">{all ? words.pauseAllTitle : words.pauseSomeTitle}</p>
      <p>{text}</p>
      {inCart ? <p>{words.pauseInCart}</p> : null}
    </div>
  );
}
