// The first areas (en), in one module so they load as one chunk: every first render needs all three
// (FIRST_AREAS in ../first.ts; areas.ts loads each of them from here).
export { errors } from '../en/errors';
export { ui } from '../en/ui';
export { unlock } from '../en/unlock';
