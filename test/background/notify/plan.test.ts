// The watcher's decisions (src/background/notify/plan.ts): what is new, what is urgent, what was said
// already, and that what was said survives a restarted worker (kept in the private local area).
import { describe, expect, it, vi } from 'vitest';
import { toForm } from '../../../src/core/address';
import { deriveExtendedKey, accountPath } from '../../../src/core/hd';
import { addressFromPublicKey } from '../../../src/core/address';
import { publicKeyOf } from '../../../src/core/scalar';
import {
  DEFAULT_SETTINGS,
  incomingNotices,
  remember,
  revokeRoute,
  revokeSoonBlocks,
  txNotice,
  unbondingNotices,
  vaultNotices,
  NOTIFIED_KEEP,
  type VaultScan,
} from '../../../src/background/notify/plan';
import { installFakeChrome } from '../fakeChrome';

const MNEMONIC = 'test test test test test test test test test test test junk';
const addressOf = (index: number) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(index)).kL));
const KEY = addressOf(2);
const VAULT = toForm(KEY, 'vault1');
const OTHER = addressOf(3);
const HASH = 'REVOCABLEPAY-' + 'AB'.repeat(48);
const coins = [{ denom: 'NANOGT', amount: '30000000000' }];

const scan = (over: Partial<VaultScan> = {}): VaultScan => ({
  vault: VAULT,
  watched: true,
  delay: 8,
  height: 100,
  transfers: [{ txhash: HASH, msgIndex: '0', effectHeight: 107, coins, from: KEY, to: OTHER }],
  ownTxs: new Set(),
  ...over,
});

describe('vault notices', () => {
  it('a transfer out of a watched vault that this wallet did not make is urgent, with its revoke route', () => {
    const [notice, ...rest] = vaultNotices(scan(), DEFAULT_SETTINGS, new Set());
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      key: `out:${'AB'.repeat(48)}:0`,
      urgent: true,
      topic: { kind: 'guardian', effectHeight: 107, blocksLeft: 7, to: OTHER },
    });
    expect(notice!.route).toBe(revokeRoute(VAULT, HASH, '0'));
    expect(new URLSearchParams(notice!.route.split('?')[1]).get('revoke')).toBe(`${'AB'.repeat(48)}:0`);
  });

  it('is not urgent when this wallet sent it, nor when the vault is not watched', () => {
    const own = vaultNotices(scan({ ownTxs: new Set(['AB'.repeat(48)]) }), DEFAULT_SETTINGS, new Set());
    expect(own.map((notice) => [notice.topic.kind, notice.urgent])).toEqual([['vaultOut', false]]);
    const unwatched = vaultNotices(scan({ watched: false }), DEFAULT_SETTINGS, new Set());
    expect(unwatched.map((notice) => [notice.topic.kind, notice.urgent])).toEqual([['vaultOut', false]]);
  });

  it('says nothing of transfers into the vault, of ones already final, or of ones said before', () => {
    expect(
      vaultNotices(
        scan({ transfers: [{ txhash: HASH, msgIndex: '0', effectHeight: 107, coins, from: OTHER, to: VAULT }] }),
        DEFAULT_SETTINGS,
        new Set(),
      ),
    ).toEqual([]);
    expect(vaultNotices(scan({ height: 107 }), DEFAULT_SETTINGS, new Set())).toEqual([]);
    expect(vaultNotices(scan(), DEFAULT_SETTINGS, new Set([`out:${'AB'.repeat(48)}:0`]))).toEqual([]);
  });

  it('the vaultOut kind turned off silences the plain notice but never the guardian', () => {
    const off = { ...DEFAULT_SETTINGS, vaultOut: false };
    expect(vaultNotices(scan({ watched: false }), off, new Set())).toEqual([]);
    expect(vaultNotices(scan(), off, new Set()).map((notice) => notice.topic.kind)).toEqual(['guardian']);
  });

  it('"N blocks left to revoke" comes once, when the effect height is near, after the first notice', () => {
    const said = new Set([`out:${'AB'.repeat(48)}:0`]);
    expect(revokeSoonBlocks(8)).toBe(4);
    expect(vaultNotices(scan({ height: 102 }), DEFAULT_SETTINGS, said)).toEqual([]);
    const soon = vaultNotices(scan({ height: 104 }), DEFAULT_SETTINGS, said);
    expect(soon.map((notice) => [notice.key, notice.topic.kind, notice.topic.kind === 'revokeSoon' && notice.topic.blocksLeft])).toEqual([
      [`soon:${'AB'.repeat(48)}:0`, 'revokeSoon', 3],
    ]);
    expect(vaultNotices(scan({ height: 105 }), DEFAULT_SETTINGS, new Set([...said, soon[0]!.key]))).toEqual([]);
    expect(vaultNotices(scan({ height: 104 }), { ...DEFAULT_SETTINGS, revokeSoon: false }, said)).toEqual([]);
  });

  it('a transfer first seen already near its effect height gets one notice, which covers the countdown', () => {
    const [first, ...rest] = vaultNotices(scan({ height: 105 }), DEFAULT_SETTINGS, new Set());
    expect(rest).toEqual([]);
    expect(first!.covers).toEqual([`soon:${'AB'.repeat(48)}:0`]);
  });
});

describe('tx, incoming and unbonding notices', () => {
  it('says included or failed once a tx settles, and nothing with the kind off or for a dropped tx', () => {
    expect(txNotice('IRREVOCABLEPAY-ABCD', 'included', '12', DEFAULT_SETTINGS)).toMatchObject({
      key: 'tx:ABCD',
      topic: { kind: 'txIncluded', height: '12' },
      route: '/activity',
    });
    expect(txNotice('IRREVOCABLEPAY-ABCD', 'failed', '12', DEFAULT_SETTINGS)?.topic.kind).toBe('txFailed');
    expect(txNotice('IRREVOCABLEPAY-ABCD', 'dropped', undefined, DEFAULT_SETTINGS)).toBeUndefined();
    expect(txNotice('IRREVOCABLEPAY-ABCD', 'included', '12', { ...DEFAULT_SETTINGS, tx: false })).toBeUndefined();
  });

  it('tells of transfers in above the height last looked at, not from our own accounts, and nothing on the first look', () => {
    const me = addressOf(0);
    const transfers = [
      { txhash: 'IRREVOCABLEPAY-01', to: me, from: OTHER, coins, height: 50 },
      { txhash: 'IRREVOCABLEPAY-02', to: me, from: OTHER, coins, height: 40 },
      { txhash: 'IRREVOCABLEPAY-03', to: me, from: KEY, coins, height: 51 },
    ];
    const own = new Set([me, KEY]);
    expect(incomingNotices(transfers, own, undefined, DEFAULT_SETTINGS, new Set())).toEqual([]);
    expect(incomingNotices(transfers, own, 45, DEFAULT_SETTINGS, new Set()).map((notice) => notice.key)).toEqual([`in:01:${me}`]);
    expect(incomingNotices(transfers, own, 45, DEFAULT_SETTINGS, new Set([`in:01:${me}`]))).toEqual([]);
    expect(incomingNotices(transfers, own, 45, { ...DEFAULT_SETTINGS, incoming: false }, new Set())).toEqual([]);
  });

  it('an unbonding is done when its time passes by the node clock, or when the node stops listing it', () => {
    const entry = { delegator: OTHER, conAccount: 'gt1con', creationHeight: '9', completion: '2026-01-02T00:00:00Z', amount: '5' };
    const before = Date.parse('2026-01-01T00:00:00Z');
    expect(unbondingNotices([entry], [], before, DEFAULT_SETTINGS, new Set())).toEqual([]);
    expect(unbondingNotices([entry], [], Date.parse('2026-01-03T00:00:00Z'), DEFAULT_SETTINGS, new Set())).toHaveLength(1);
    const gone = unbondingNotices([], [entry], before, DEFAULT_SETTINGS, new Set());
    expect(gone.map((notice) => notice.topic.kind)).toEqual(['unbonding']);
    expect(unbondingNotices([], [entry], before, DEFAULT_SETTINGS, new Set([gone[0]!.key]))).toEqual([]);
  });

  it('remembers keys without repeats, the newest kept', () => {
    expect(remember(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    const many = remember(
      [],
      Array.from({ length: NOTIFIED_KEEP + 5 }, (_, i) => `k${i}`),
    );
    expect(many).toHaveLength(NOTIFIED_KEEP);
    expect(many.at(-1)).toBe(`k${NOTIFIED_KEEP + 4}`);
  });
});

describe('what was said, across worker restarts', () => {
  it('a restarted worker reads the notified keys from storage and says nothing twice', async () => {
    installFakeChrome();
    const [notice] = vaultNotices(scan(), DEFAULT_SETTINGS, new Set());
    const view = {
      id: notice!.key,
      kind: 'guardian' as const,
      title: 't',
      message: 'm',
      route: notice!.route,
      urgent: true,
      networkId: 'n',
      time: 1,
    };
    await (await import('../../../src/background/notify/store')).recordNotices([{ notice: notice!, view }]);
    // A new worker: fresh modules and an empty in-memory copy, the same storage.
    vi.resetModules();
    const store = await import('../../../src/background/notify/store');
    const notified = await store.notifiedKeys();
    expect(notified.has(notice!.key)).toBe(true);
    expect(vaultNotices(scan(), DEFAULT_SETTINGS, notified)).toEqual([]);
    expect((await store.recentNotices()).map((entry) => entry.id)).toEqual([notice!.key]);
  });
});
