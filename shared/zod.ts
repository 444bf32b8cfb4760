/**
 * zod for every schema of `shared/` and the functions: `zod/mini`, the functional API over the same core as classic
 * zod (the same checks, parsing and issues). A classic schema carries every method on every instance and its module
 * is 90 KB that a bundle can't shake; a mini schema carries `parse`, `safeParse` and `check`, and what a bundle does
 * not call is left out. That is about 10 ms less at each cold start of a function that validates (issue 31).
 *
 * The English messages ("Too small: expected string to have >=1 characters") are what classic zod sets up on import;
 * mini sets up none, so this module does, once, before anything can parse. Import it as `import * as z from
 * '<path>/zod'` (a namespace re-exported as a value would keep all of zod in every bundle).
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
