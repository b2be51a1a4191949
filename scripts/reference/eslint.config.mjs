// Not published, so not under n8n's cloud rules: see scripts/eslint-unpublished.mjs.
export { default } from '../eslint-unpublished.mjs';
