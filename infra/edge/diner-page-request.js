/*
 * CloudFront Function (cloudfront-js-2.0, viewer request) of the diner's entry pages, also run by the local web
 * server (infra/local/web-server.ts) so both answer alike. Plain ES5-style JavaScript with a top-level `handler`:
 * what CloudFront Functions run. Kept small: it runs on every diner page request at the edge.
 *
 *  - /menu/{restaurantId}: served from the menu page prerendered for the diner's language
 *    (functions/menu-prerender.ts writes prerendered/menu/{restaurantId}/{key}.html): the key is the URL's ?lang,
 *    else the diner's saved choice (cookie lang_{restaurantId}), else `auto-{code}` for the browser's first
 *    supported language (the page in that language when the restaurant auto-detects and offers it), else
 *    `default`. A page never prerendered is missing in S3: CloudFront's app-shell fallback serves index.html.
 *  - /language/{restaurantId}: its language chooser, prerendered the same way (prerendered/language/...), by the
 *    same key.
 *  - /start?rid={restaurantId} (what the table QR codes encode): a redirect straight to /menu/{restaurantId} with
 *    the table, the table card's key (tk, issue 28), language and preview, so a scan paints the menu without
 *    running the app first.
 */
var LANGUAGE_CODES = ['en', 'es', 'nl', 'de', 'it', 'ru', 'zh', 'ja', 'ar'];
var RESTAURANT_ID = /^[A-Za-z0-9_-]{1,64}$/;
var JOURNEY_QUERY = ['table', 'tk', 'lang', 'preview'];

function languageCode(tag) {
  if (!tag) return null;
  var base = String(tag).trim().toLowerCase().split(/[-_;]/)[0];
  return LANGUAGE_CODES.indexOf(base) >= 0 ? base : null;
}

/** A query value, decoded: CloudFront passes it as the viewer sent it (percent-encoded, `+` for a space). */
function queryValue(querystring, name) {
  var entry = querystring && querystring[name];
  if (!entry || typeof entry.value !== 'string') return null;
  try {
    return decodeURIComponent(entry.value.replace(/\+/g, ' '));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
  } catch (malformed) {
    return entry.value;
  }
}

/** Accept-Language's tags in the order the browser prefers them (browsers list them by weight). */
function firstAcceptedLanguage(header) {
  if (!header) return null;
  var tags = String(header).split(',');
  for (var i = 0; i < tags.length; i++) {
    var tag = tags[i].split(';');
    if (/q=0(\.0*)?$/.test(tags[i].replace(/\s/g, ''))) continue;
    var code = languageCode(tag[0]);
    if (code) return code;
  }
  return null;
}

/** The prerendered page's object key for a diner's request of /menu/{restaurantId} or /language/{restaurantId}. */
function pageKey(restaurantId, request) {
  var fromUrl = languageCode(queryValue(request.querystring, 'lang'));
  if (fromUrl) return fromUrl;
  var cookie = request.cookies && request.cookies['lang_' + restaurantId];
  var saved = languageCode(cookie && cookie.value);
  if (saved) return saved;
  var header = request.headers && request.headers['accept-language'];
  var browser = firstAcceptedLanguage(header && header.value);
  return browser ? 'auto-' + browser : 'default';
}

function encodeQuery(querystring, names) {
  var parts = [];
  for (var i = 0; i < names.length; i++) {
    var value = queryValue(querystring, names[i]);
    if (value) parts.push(names[i] + '=' + encodeURIComponent(value));
  }
  return parts.length ? '?' + parts.join('&') : '';
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls the top-level handler
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var page = /^\/(menu|language)\/([^/]+)\/?$/.exec(uri);
  if (page && RESTAURANT_ID.test(page[2])) {
    request.uri = '/prerendered/' + page[1] + '/' + page[2] + '/' + pageKey(page[2], request) + '.html';
    return request;
  }
  if (uri === '/start' || uri === '/start/') {
    var rid = (queryValue(request.querystring, 'rid') || '').trim();
    if (RESTAURANT_ID.test(rid)) {
      return {
        statusCode: 302,
        statusDescription: 'Found',
        headers: {
          location: { value: '/menu/' + rid + encodeQuery(request.querystring, JOURNEY_QUERY) },
          'cache-control': { value: 'no-store' },
        },
      };
    }
  }
  return request;
}
