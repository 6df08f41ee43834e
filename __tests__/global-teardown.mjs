export { teardown as default } from './temp-dirs.mjs';
