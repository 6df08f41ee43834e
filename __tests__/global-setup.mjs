export { setup as default } from './temp-dirs.mjs';
