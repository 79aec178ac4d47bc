// The sent txs' alarm is heard by the worker's start file (src/background/txs/index.ts), which loads
// the tracker (a part) to ask the node about pending txs: a restarted worker still follows them.
import { describe, expect, it, vi } from 'vitest';
import { freshWallet } from './harness';

describe('the txs alarm', () => {
  it('loads the tracker and settles a pending tx past its window', async () => {
    const { fake, bg, me } = await freshWallet();
    const network = await bg.chain.selectedNetwork();
    const txhash = 'AB'.repeat(48);
    const { writeValue } = await import('../../src/background/storage');
    // Written as a worker that sent it and stopped would have left it (no timers of this worker follow it).
    await writeValue('local', 'trackedTxs', {
      [`${network.id}|${me}`]: [{ txhash, networkId: network.id, address: me, validUntil: '1', status: 'pending', time: Date.now() }],
    });
    fake.chrome.alarms.onAlarm.fire({ name: 'vaultline-txs', scheduledTime: Date.now() });
    const tracker = await import('../../src/background/txs/tracker');
    await vi.waitFor(async () => expect((await tracker.findTracked(txhash))?.status).toBe('dropped'), { timeout: 20_000 });
  });
});
