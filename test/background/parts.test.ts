// The parts registry (src/background/parts.ts): a part loads through the loader the entry registered,
// and a part that cannot load is a structured error for the action that needed it.
import { describe, expect, it, vi } from 'vitest';
import { CoreError } from '../../src/core/errors';
import { onDemand } from '../../src/background/parts';

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

describe('part', () => {
  it('is part_unavailable while the entry has registered no loaders', async () => {
    vi.resetModules();
    const { part } = await import('../../src/background/parts');
    await expect(part('proof')).rejects.toMatchObject({ code: 'part_unavailable' });
  });

  it('loads a part through the loader the entry (part-loaders.ts) registered', async () => {
    vi.resetModules();
    const { part } = await import('../../src/background/parts');
    await import('../../src/background/part-loaders');
    const proof = await part('proof');
    expect(proof).toBe(await import('../../src/background/txs/proof'));
    expect(typeof proof.recordIsOurs).toBe('function');
  });
});
