/**
 * A restaurant's prerendered pages (issue 13; DESIGN.md 10): its menu in each language it offers, and its language
 * chooser in each interface language, rendered to HTML by the diner app's components
 * (web/src/features/diner/prerender/render-diner-page.tsx) and written to the site's bucket, where CloudFront's
 * diner-page function (infra/edge/diner-page-request.js) finds the page for each diner: by ?lang (`{code}`), the
 * saved choice (`{code}`), the browser's language (`auto-{code}`) or none (`default`). Each key of a menu holds the
 * page SPEC.md 9's rules pick for that signal (language-priority.ts), so a language the restaurant does not offer gets
 * its default language's page, and `auto-*` its default unless it auto-detects; the chooser speaks the signal's
 * language, or English (ui-language.ts).
 *
 * Pages are only ever overwritten, never deleted: a render that fails leaves the previous pages served.
 */
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { PublicMenu, PublicRestaurant } from '../../../shared/api';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/languages';
import { pickLanguage, type RestaurantLanguages } from '../../../web/src/features/diner/language/language-priority';
import type { PrerenderedPage } from '../../../web/src/features/diner/boot/prerendered-page';
import { renderDinerPage } from '../../../web/src/features/diner/prerender/render-diner-page';
import type { PublicMenus } from '../domain/public-menu/public-menus';
import type { AppShellSource } from './app-shell';

export const PRERENDERED_PREFIX = 'prerendered/';

/**
 * Browsers revalidate each load (a diner always gets the current menu); CloudFront keeps a page 5 s and serves a stale
 * one for up to a minute while it fetches the new one, so an edit shows within seconds and a busy menu costs S3 little.
 */
export const MENU_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60';

/** Object keys are written this many at a time. */
const PUT_CONCURRENCY = 6;

export const prerenderedPageKey = (page: PrerenderedPage, restaurantId: string, key: string) =>
  `${PRERENDERED_PREFIX}${page}/${restaurantId}/${key}.html`;

/** Every page key the edge function can ask for, with the language whose page it holds. */
export function menuPageLanguages(restaurant: RestaurantLanguages): Map<string, LanguageCode> {
  const pages = new Map<string, LanguageCode>([['default', pickLanguage(restaurant, {})]]);
  for (const code of LANGUAGE_CODES) {
    pages.set(code, pickLanguage(restaurant, { urlLang: code }));
    pages.set(`auto-${code}`, pickLanguage(restaurant, { browserLanguages: [code] }));
  }
  return pages;
}

/** Every page key of the language chooser, with the interface language its page speaks (ui-language.ts). */
export function languagePageLanguages(): Map<string, LanguageCode> {
  const pages = new Map<string, LanguageCode>([['default', 'en']]);
  for (const code of LANGUAGE_CODES) {
    pages.set(code, code);
    pages.set(`auto-${code}`, code);
  }
  return pages;
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

export interface MenuPagesDeps {
  client: S3Client;
  bucket: string;
  shell: AppShellSource;
  menus: Pick<PublicMenus, 'readEveryLanguage'>;
}

export function createMenuPages({ client, bucket, shell, menus }: MenuPagesDeps) {
  return {
    /**
     * Renders and writes every page of the restaurant. 'missing' when it does not exist (any more): its old pages, if
     * any, stay until the bucket is cleaned (the menu they show fails at checkout: create-payment reads the table).
     */
    async render(restaurantId: string): Promise<{ status: 'rendered'; languages: LanguageCode[]; objects: number } | { status: 'missing' }> {
      const [appShell, everyLanguage] = await Promise.all([shell.current(), menus.readEveryLanguage(restaurantId)]);
      if (!everyLanguage || everyLanguage.length === 0) return { status: 'missing' };
      const restaurant: PublicRestaurant = everyLanguage[0]!.restaurant;
      // One at a time: a render activates its language in the diner app's module state.
      const menuHtml = new Map<LanguageCode, string>();
      for (const menu of everyLanguage as PublicMenu[]) {
        menuHtml.set(menu.lang, await renderDinerPage({ page: 'menu', restaurantId, menu }, appShell));
      }
      const chooserHtml = new Map<LanguageCode, string>();
      for (const lang of LANGUAGE_CODES) {
        chooserHtml.set(lang, await renderDinerPage({ page: 'language', restaurantId, lang, restaurant }, appShell));
      }
      const objects = [
        ...[...menuPageLanguages(restaurant)].map(([key, lang]) => ({
          key: prerenderedPageKey('menu', restaurantId, key),
          body: menuHtml.get(lang) ?? menuHtml.values().next().value!,
        })),
        ...[...languagePageLanguages()].map(([key, lang]) => ({ key: prerenderedPageKey('language', restaurantId, key), body: chooserHtml.get(lang)! })),
      ];
      await inBatches(objects, PUT_CONCURRENCY, ({ key, body }) =>
        client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'text/html; charset=utf-8', CacheControl: MENU_PAGE_CACHE_CONTROL }),
        ),
      );
      return { status: 'rendered', languages: [...menuHtml.keys()], objects: objects.length };
    },
  };
}

export type MenuPages = ReturnType<typeof createMenuPages>;
