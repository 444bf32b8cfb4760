/** The local stack's fixed names (the table, buckets, stage, mail sender, sandbox webhook secret). */
export const LOCAL_TABLE_NAME = 'tabletap-local';
export const LOCAL_MEDIA_BUCKET = 'tabletap-media';
/** The site's bucket as menu-prerender sees it: the app shell published from the build, the prerendered pages. */
export const LOCAL_SITE_BUCKET = 'tabletap-site';
export const LOCAL_STAGE = 'local';
/** The sender of the local mail (the SES emulator accepts any). */
export const LOCAL_MAIL_FROM = 'TableTap <no-reply@tabletap.local>';
/** Signs the sandbox gateway's events and verifies them in the webhook; a real one comes with STRIPE_SECRET_KEY. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_tabletap_local_sandbox';
