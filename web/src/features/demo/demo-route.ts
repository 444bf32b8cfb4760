/** The /demo route's module (lazy in app/router.tsx): the page and nothing else, so no other area pays for it. */
export { DemoPage as Component } from './components/demo-page';
