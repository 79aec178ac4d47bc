// The first areas (zh-CN), in one module so they load as one chunk: every first render needs all three
// (FIRST_AREAS in ../first.ts; areas.ts loads each of them from here).
export { errors } from '../zh-CN/errors';
export { ui } from '../zh-CN/ui';
export { unlock } from '../zh-CN/unlock';
