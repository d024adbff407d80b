/** The implementations, in one chunk loaded with the pages (see index.ts). */
export { HttpG22Api } from './api';
export { MobxG22Store } from './store';
