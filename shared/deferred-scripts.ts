/**
 * A prerendered diner page (web/src/features/diner/prerender/render-diner-page.tsx) paints from its HTML alone, so
 * its scripts are asked for only once it has painted: on a slow phone network they would otherwise share the line
 * with what paints, and Lighthouse counts every request made before the largest paint as part of it. The page lists
 * them in a JSON block (DEFERRED_SCRIPTS_ID) and this loader, inlined at the end of <body>, adds them once the
 * browser reports the first contentful paint (or after FALLBACK_MS, where it reports none: a tab opened in the
 * background): the configuration preload, the chunks' module preloads, then the entry.
 *
 * Until the app has taken the page over, a tap on one of its buttons would do nothing (nothing listens yet): the
 * loader keeps such clicks (EARLY_CLICKS_GLOBAL) and the app clicks them again once hydrated
 * (web/src/features/diner/boot/prerendered-page.ts replayEarlyClicks), so "Add" tapped at once still adds. Links
 * work without scripts and are left alone, but for those marked EARLY_CLICK_ATTRIBUTE.
 *
 * The loader's text never changes with a build (the list is data), so the Content-Security-Policy allows exactly it
 * by its hash (infra/security-headers.ts) and still no other inline script. No imports: infra reads this file too.
 */
export const DEFERRED_SCRIPTS_ID = 'tabletap-deferred-scripts';

export interface DeferredScripts {
  /** The app's entry module. */
  entry: string;
  /** Modules it imports at once (React, the diner chunk, the language's words). */
  modules: string[];
  /** Fetches it makes at once (/config.json). */
  fetches: string[];
}

/** `window[EARLY_CLICKS_GLOBAL].stop()` ends the keeping and hands over the buttons clicked so far, in order. */
export const EARLY_CLICKS_GLOBAL = '__tabletapEarlyClicks';

/**
 * A link carrying this attribute is kept like a button: one whose navigation needs the app. None does today (the
 * landing page's sign-up links name their tab in the address since issue 31 goal 4); kept since the loader's text,
 * allowed by its hash, names it.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

export const DEFERRED_SCRIPTS_LOADER =
  `(function(){var d=document,q=[];function keep(e){var t=e.target,b=t&&t.closest?t.closest('button,a[${EARLY_CLICK_ATTRIBUTE}]'):null;if(b){e.preventDefault();e.stopPropagation();q.push(b)}}` +
  "d.addEventListener('click',keep,true);" +
  `window.${EARLY_CLICKS_GLOBAL}={stop:function(){d.removeEventListener('click',keep,true);return q.splice(0)}};` +
  "function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e.setAttribute(k,attrs[k]);d.head.appendChild(e)}" +
  `function start(){var b=d.getElementById('${DEFERRED_SCRIPTS_ID}');if(!b)return;var s=JSON.parse(b.textContent);` +
  "s.fetches.forEach(function(h){add('link',{rel:'preload',as:'fetch',crossorigin:'anonymous',href:h})});" +
  "s.modules.forEach(function(h){add('link',{rel:'modulepreload',crossorigin:'',href:h})});" +
  "add('script',{type:'module',crossorigin:'',src:s.entry})}" +
  'var started=false;function go(){if(!started){started=true;start()}}' +
  "try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){}" +
  'setTimeout(go,1500)})();';
