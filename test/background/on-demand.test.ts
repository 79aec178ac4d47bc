// A part of the background that cannot load is a structured error for the action that needed it.
import { describe, expect, it } from 'vitest';
import { CoreError } from '../../src/core/errors';
import { onDemand } from '../../src/background/on-demand';

describe('onDemand', () => {
  it('answers the loaded part', async () => {
    expect(await onDemand(async () => ({ value: 42 }))).toEqual({ value: 42 });
  });

  it('turns a failed load into a part_unavailable CoreError, and a later call may load again', async () => {
    const failed = onDemand(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failed).rejects.toBeInstanceOf(CoreError);
    await expect(failed).rejects.toMatchObject({ code: 'part_unavailable' });
    expect(await onDemand(async () => 'loaded')).toBe('loaded');
  });
});
