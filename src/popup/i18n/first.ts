// The catalogue areas every page's first render uses (the frame, unlock, the loading and error views):
// app.tsx waits for them before the first render, and the page's first script (preload.ts) has the
// browser fetch them beside the entry.
import type { AreaName } from './areas';

export const FIRST_AREAS: readonly AreaName[] = ['errors', 'ui', 'unlock'];
