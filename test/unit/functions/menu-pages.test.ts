import '../db/function-env';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../../shared/api';
import { createMenuPages, MENU_PAGE_CACHE_CONTROL } from '../../../functions/lib/prerender/menu-pages';
import type { AppShell } from '../../../web/src/features/diner/prerender/render-diner-page';
import { menu } from '../web/diner/menu-fixture';

/**
 * A restaurant's prerendered pages as menu-prerender writes them (S3 mocked at the SDK): every key the edge function
 * can ask for, each holding the page of the language SPEC.md 9 picks for it, HTML that paints the menu before any
 * script; and when rendering fails, nothing is written, so the pages already there stay served.
 */
const s3 = mockClient(S3Client);
const bucket = 'site-bucket';

const shell: AppShell = {
  indexHtml: [
    '<!doctype html><html lang="en"><head><title>TableTap</title><link rel="canonical" href="https://site.test/" />',
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
    '<script type="module" crossorigin src="/assets/entry-1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/entry-1.css"></head><body><div id="root"></div></body></html>',
  ].join('\n'),
  styles: [{ path: '/assets/entry-1.css', css: '.menu-page{display:grid}' }],
  scripts: ['/assets/diner-1.js'],
  dictionaries: { es: '/assets/es-1.js' },
};

const spanish: PublicMenu = {
  ...menu,
  lang: 'es',
  categories: menu.categories.map((c) => (c.id === 'mains' ? { ...c, name: 'Principales' } : c)),
  items: menu.items.map((i) => (i.id === 'pizza' ? { ...i, name: 'Margarita al horno de leña' } : i)),
};

function pagesWritten(): Map<string, { body: string; contentType?: string; cacheControl?: string }> {
  return new Map(
    s3.commandCalls(PutObjectCommand).map(({ args: [command] }) => [
      command.input.Key!,
      { body: String(command.input.Body), contentType: command.input.ContentType, cacheControl: command.input.CacheControl },
    ]),
  );
}

beforeEach(() => s3.reset());

describe('a restaurant\'s prerendered pages', () => {
  it('writes every key of the menu and of the language chooser, each with the page of its language', async () => {
    s3.on(PutObjectCommand).resolves({});
    const pages = createMenuPages({
      client: new S3Client({ region: 'us-east-1' }),
      bucket,
      shell: { current: async () => shell },
      menus: { readEveryLanguage: async () => [menu, spanish] },
    });
    const result = await pages.render('r1');
    expect(result).toEqual({ status: 'rendered', languages: ['en', 'es'], objects: 38 });
    const written = pagesWritten();
    expect(written.size).toBe(38);
    for (const [key, page] of written) {
      expect(key).toMatch(/^prerendered\/(menu|language)\/r1\/(default|auto-)?[a-z]*\.html$/);
      expect(page.contentType).toBe('text/html; charset=utf-8');
      expect(page.cacheControl).toBe(MENU_PAGE_CACHE_CONTROL);
    }
    // The menu: Spanish where asked for (URL or browser), English (the default) for a language it does not offer.
    expect(written.get('prerendered/menu/r1/es.html')!.body).toContain('Margarita al horno de leña');
    expect(written.get('prerendered/menu/r1/auto-es.html')!.body).toContain('<html lang="es"');
    expect(written.get('prerendered/menu/r1/de.html')!.body).toContain('Wood-fired Margherita');
    expect(written.get('prerendered/menu/r1/default.html')!.body).toContain('<html lang="en"');
    // The chooser speaks the asked language, English by default.
    expect(written.get('prerendered/language/r1/ja.html')!.body).toContain('<html lang="ja"');
    expect(written.get('prerendered/language/r1/default.html')!.body).toContain('Choose Your Language');
    // What paints: the styles inlined, no stylesheet link, no script in <head>; the data inlined for hydration.
    const page = written.get('prerendered/menu/r1/es.html')!.body;
    expect(page).toContain('<style data-href="/assets/entry-1.css">.menu-page{display:grid}</style>');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page.slice(0, page.indexOf('</head>'))).not.toMatch(/<script[^>]*src=/);
    expect(page).toContain('"entry":"/assets/entry-1.js"');
    expect(page).toContain('"/assets/es-1.js"');
    expect(page).toContain('id="tabletap-prerendered"');
    expect(page).toContain('<meta name="robots" content="noindex" />');
  });

  it('writes nothing when the render fails, so the pages already served stay', async () => {
    s3.on(PutObjectCommand).resolves({});
    const pages = createMenuPages({
      client: new S3Client({ region: 'us-east-1' }),
      bucket,
      shell: { current: async () => ({ ...shell, indexHtml: '<html><body>not the app</body></html>' }) },
      menus: { readEveryLanguage: async () => [menu] },
    });
    await expect(pages.render('r1')).rejects.toThrow(/app shell/);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('writes nothing for a restaurant that does not exist', async () => {
    const pages = createMenuPages({
      client: new S3Client({ region: 'us-east-1' }),
      bucket,
      shell: { current: async () => shell },
      menus: { readEveryLanguage: async () => null },
    });
    expect(await pages.render('gone')).toEqual({ status: 'missing' });
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
  });
});
