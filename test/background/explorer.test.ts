// A network's explorer links through wallet_setExplorer: https templates with their placeholder are
// kept (a built-in network's too) and shown on the network; anything else is refused and nothing is written.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshWallet, storedValue, type Background } from './harness';

describe('explorer links', () => {
  let bg: Background;

  beforeEach(async () => {
    ({ bg } = await freshWallet());
  });

  it('keeps valid templates, refuses others, and an empty one removes it', async () => {
    const { network } = await bg.ok('wallet_getState');
    expect(network.explorer).toBeUndefined();
    const state = await bg.ok('wallet_setExplorer', { networkId: network.id, tx: 'https://scan.example/tx/{tx}', address: '' });
    expect(state.network.explorer).toEqual({ tx: 'https://scan.example/tx/{tx}' });
    for (const [tx, address] of [
      ['http://scan.example/tx/{tx}', ''],
      ['https://scan.example/tx/', ''],
      ['', 'https://scan.example/{tx}'],
    ]) {
      const answer = await bg.call('wallet_setExplorer', { networkId: network.id, tx, address });
      expect(answer.ok ? '' : answer.error.code).toBe('invalid_explorer');
    }
    expect(await storedValue('chain.explorers')).toEqual({ [network.id]: { tx: 'https://scan.example/tx/{tx}' } });
    const cleared = await bg.ok('wallet_setExplorer', { networkId: network.id, tx: '', address: '' });
    expect(cleared.network.explorer).toBeUndefined();
    expect((await bg.call('wallet_setExplorer', { networkId: 'nope', tx: '', address: '' })).ok).toBe(false);
  });
});
