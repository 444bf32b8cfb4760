/**
 * API shapes: zod schemas shared by the functions (validation) and the web app (types, form checks), one file per
 * area. Import from 'shared/api' (this barrel) or from the area's file.
 */
export * from './common';
export * from './account';
export * from './restaurants';
export * from './staff';
export * from './orders';
export * from './refunds';
export * from './sandbox-disputes';
export * from './order-search';
export * from './service-requests';
export * from './menu';
export * from './menu-images';
export * from './menu-builder';
export * from './menu-translations';
export * from './analytics';
export * from './books';
export * from './diner';
export * from './config';
export * from './realtime';
export * from './setup';
export * from './payments';
export * from './menu-options';
export * from './tables';
export * from './sections';
export * from './table-sessions';
export * from './ordering-pause';
