// The popup's first texts (en), in one module so they load as one chunk: the three areas every first
// render needs (FIRST_AREAS in ../first.ts), and home's, the page the popup opens on, whose code comes
// with the entry (scripts/popup-first.ts). areas.ts loads each of these four from here.
export { errors } from '../en/errors';
export { ui } from '../en/ui';
export { unlock } from '../en/unlock';
export { home } from '../en/home';
