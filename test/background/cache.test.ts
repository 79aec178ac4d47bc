// The background keeps permissions, accounts and the selected network in memory: each request must
// still see the latest change, whoever made it, and a restarted worker rebuilds what it keeps.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeChrome } from './fakeChrome';
import type { FakeLedger } from './fakeLedger';
import { connectSite, freshWallet, loadBackground, request, storeValueElsewhere, type Background } from './harness';

const DAPP = 'https://dapp.example';

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Background;
let me: string;

beforeEach(async () => {
  ({ fake, ledger, bg, me } = await freshWallet());
});

const connectDapp = () => connectSite(fake, bg, DAPP);

const addresses = async (port: ReturnType<typeof fake.connectPort>) =>
  ((await request(port, 'ledger_accounts')).result as Array<{ address: string }>).map((a) => a.address);

describe('what the background keeps in memory', () => {
  it('answers repeated provider requests without reading storage or IndexedDB again', async () => {
    const port = await connectDapp();
    await request(port, 'ledger_accounts');
    const storageReads = vi.spyOn(fake.local, 'get');
    const sessionReads = vi.spyOn(fake.session, 'get');
    const dbReads = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const dbGets = vi.spyOn(IDBObjectStore.prototype, 'get');
    for (let i = 0; i < 5; i++) expect(await addresses(port)).toEqual([me]);
    for (let i = 0; i < 3; i++) expect((await request(port, 'ledger_chainId')).result).toBe('gt-devnet-1');
    expect(storageReads).not.toHaveBeenCalled();
    expect(sessionReads).not.toHaveBeenCalled();
    expect(dbReads).not.toHaveBeenCalled();
    expect(dbGets).not.toHaveBeenCalled();
  });

  it('a revoked permission is seen by the next request', async () => {
    const port = await connectDapp();
    expect(await addresses(port)).toEqual([me]);
    await bg.ok('wallet_revokePermission', { origin: DAPP });
    expect(await addresses(port)).toEqual([]);
    expect((await request(port, 'ledger_signMessage', { data: 'hi' })).error).toMatchObject({ code: 4100 });
  });

  it('a permission changed by another context is seen by the next request', async () => {
    const port = await connectDapp();
    expect(await addresses(port)).toEqual([me]);
    await storeValueElsewhere('permissions.origins', {});
    await expect.poll(() => addresses(port)).toEqual([]);
  });

  it('a switched network is used by the next request', async () => {
    const port = await connectDapp();
    const added = await bg.ok('wallet_addNetwork', { name: 'Other', restUrl: 'http://localhost:4000', chainId: 'gt-x' });
    expect((await request(port, 'ledger_chainId')).result).toBe('gt-devnet-1');
    await bg.ok('wallet_selectNetwork', { networkId: added.id });
    expect((await request(port, 'ledger_chainId')).result).toBe('gt-x');
    expect((await request(port, 'ledger_getNetwork')).result).toMatchObject({ chainId: 'gt-x', restUrl: 'http://localhost:4000' });
    await bg.ok('wallet_removeNetwork', { networkId: added.id });
    expect((await request(port, 'ledger_chainId')).result).toBe('gt-devnet-1');
  });

  it('a renamed or locked account is seen by the next request', async () => {
    const port = await connectDapp();
    const state = await bg.ok('wallet_getState');
    await bg.ok('wallet_renameAccount', { accountId: state.accounts[0]!.id, name: 'Renamed' });
    expect((await request(port, 'ledger_accounts')).result).toMatchObject([{ address: me, name: 'Renamed' }]);
    await bg.ok('wallet_lock');
    expect(await addresses(port)).toEqual([]);
  });

  it('a worker restart rebuilds the cache from storage', async () => {
    const port = await connectDapp();
    expect(await addresses(port)).toEqual([me]);
    // While no worker runs, storage changes and nobody is told (no listener is alive).
    fake.local.data.set('permissions.origins', {});
    fake.local.data.set('chain.selectedNetworkId', 'nowhere');
    bg = await loadBackground(fake, ledger);
    const again = fake.connectPort(DAPP, 1);
    expect(await addresses(again)).toEqual([]);
    expect((await request(again, 'ledger_chainId')).result).toBe('gt-devnet-1');
    expect((await bg.ok('wallet_getState')).unlocked).toBe(true);
  });
});

describe('getState answers what home needs at once', () => {
  it('carries the last known balance and reads it again after answering', async () => {
    const coinsNow = async () => (await bg.ok('wallet_getState')).balance?.coins;
    const age = async () => fake.session.set({ 'wallet.balance': { ...(fake.session.data.get('wallet.balance') as object), readAt: 0 } });
    await vi.waitFor(async () => expect(await coinsNow()).toEqual([]), { timeout: 20_000, interval: 5 });
    ledger.balances.set(me, [{ denom: 'NANOGT', amount: '5' }]);
    await age();
    expect(await coinsNow()).toEqual([]);
    await vi.waitFor(async () => expect(await coinsNow()).toEqual([{ denom: 'NANOGT', amount: '5' }]), { timeout: 20_000, interval: 5 });
    expect((await bg.ok('wallet_getState')).balance).toMatchObject({ address: me, networkId: 'devnet', height: '100' });
    ledger.balances.set(me, [{ denom: 'NANOGT', amount: '7' }]);
    await age();
    bg = await loadBackground(fake, ledger);
    // A restarted worker still answers the last balance at once, then reads the new one.
    expect(await coinsNow()).toEqual([{ denom: 'NANOGT', amount: '5' }]);
    await vi.waitFor(async () => expect(await coinsNow()).toEqual([{ denom: 'NANOGT', amount: '7' }]), { timeout: 20_000, interval: 5 });
  });

  it('answers no balance while locked, nor one read on another network', async () => {
    ledger.balances.set(me, [{ denom: 'NANOGT', amount: '5' }]);
    await bg.ok('wallet_getState');
    await vi.waitFor(async () => expect((await bg.ok('wallet_getState')).balance).not.toBeNull(), { timeout: 20_000, interval: 5 });
    const added = await bg.ok('wallet_addNetwork', { name: 'Other', restUrl: 'http://localhost:4000', chainId: 'gt-x' });
    expect((await bg.ok('wallet_selectNetwork', { networkId: added.id })).balance).toBeNull();
    expect((await bg.ok('wallet_lock')).balance).toBeNull();
  });
});
