import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../src/popup/i18n';
import type { ConAccount, Redelegation, Undelegation } from '../../../src/core/rest/types';
import {
  delegationBalance,
  filterConAccounts,
  maxStakeAmount,
  pendingEntries,
  rewardOf,
  sortConAccounts,
  stakeProblem,
  totalReward,
  unbondingItems,
} from '../../../src/popup/screens/staking/lib';

function con(address: string, moniker: string, power: string, tokens: string, rate: string, powerRate: string): ConAccount {
  return {
    commission: { commission_rates: { max_change_rate: '0.01', max_rate: '0.2', rate }, update_time: '2024-01-01T00:00:00Z' },
    delegator_shares: tokens,
    description: { details: '', identity: '', moniker, website: `https://${moniker.toLowerCase()}.example` },
    operator_address: address,
    power,
    power_rate: powerRate,
    pubkey: '',
    status: 'online',
    tokens,
  };
}
const LIST = [
  con('gt11aaa', 'Borealis', '200', '200000000000', '0.100000000000000000', '1.000000000000000000'),
  con('gt11bbb', 'aurora', '300', '300000000000', '0.050000000000000000', '1.500000000000000000'),
  con('gt11ccc', 'Cirrus', '100', '900000000000', '0.150000000000000000', '2.000000000000000000'),
];
const names = (list: ConAccount[]) => list.map((c) => c.description.moniker);

describe('con-accounts', () => {
  it('sorts by power, delegation, loyalty (high first), commission (low first) and name', () => {
    expect(names(sortConAccounts(LIST, 'power'))).toEqual(['aurora', 'Borealis', 'Cirrus']);
    expect(names(sortConAccounts(LIST, 'delegated'))).toEqual(['Cirrus', 'aurora', 'Borealis']);
    expect(names(sortConAccounts(LIST, 'loyalty'))).toEqual(['Cirrus', 'aurora', 'Borealis']);
    expect(names(sortConAccounts(LIST, 'commission'))).toEqual(['aurora', 'Borealis', 'Cirrus']);
    expect(names(sortConAccounts(LIST, 'name'))).toEqual(['aurora', 'Borealis', 'Cirrus']);
  });

  it('searches moniker, address and website, case-insensitively', () => {
    expect(names(filterConAccounts(LIST, 'BORE'))).toEqual(['Borealis']);
    expect(names(filterConAccounts(LIST, 'gt11ccc'))).toEqual(['Cirrus']);
    expect(names(filterConAccounts(LIST, 'aurora.example'))).toEqual(['aurora']);
    expect(filterConAccounts(LIST, '  ')).toHaveLength(3);
    expect(filterConAccounts(LIST, 'nobody')).toEqual([]);
  });
});

describe('delegations and rewards', () => {
  it('reads a balance written as a string or as a coin', () => {
    expect(delegationBalance({ balance: '42', 'con-account_address': 'x', delegator_address: 'y', shares: '42.0' })).toBe(42n);
    expect(
      delegationBalance({
        balance: { denom: 'NANOGT', amount: '7' } as unknown as string,
        'con-account_address': 'x',
        delegator_address: 'y',
        shares: '7',
      }),
    ).toBe(7n);
  });

  it('finds the reward per con-account and the total (summing when the ledger gives no total)', () => {
    const rewards = {
      rewards: [
        { 'con-account_address': 'gt11aaa', reward: [{ denom: 'NANOGT', amount: '1.5' }] },
        { 'con-account_address': 'gt11bbb', reward: [{ denom: 'NANOGT', amount: '2.25' }] },
      ],
      total: [],
    };
    expect(rewardOf(rewards, 'gt11bbb')).toBe(225n * 10n ** 16n);
    expect(rewardOf(rewards, 'gt11zzz')).toBe(0n);
    expect(totalReward(rewards)).toBe(375n * 10n ** 16n);
    expect(totalReward({ ...rewards, total: [{ denom: 'NANOGT', amount: '9' }] })).toBe(9n * 10n ** 18n);
  });
});

describe('entry limits and amount checks', () => {
  const undelegations: Undelegation[] = [
    {
      'con-account_address': 'gt11aaa',
      delegator_address: 'me',
      entries: [
        { balance: '1', completion_time: '2030-01-02T00:00:00Z', creation_height: '5', initial_balance: '1' },
        { balance: '2', completion_time: '2030-01-01T00:00:00Z', creation_height: '6', initial_balance: '2' },
      ],
    },
  ];
  const redelegations: Redelegation[] = [
    {
      delegator_address: 'me',
      'con-account_src_address': 'gt11aaa',
      'con-account_dst_address': 'gt11bbb',
      entries: [{ balance: '3', completion_time: '2029-06-01T00:00:00Z', creation_height: 7, initial_balance: '3', shares_dst: '3' }],
    },
  ];

  it('counts pending entries per con-account (undelegate) and per pair (redelegate)', () => {
    expect(pendingEntries('undelegate', undelegations, redelegations, 'gt11aaa')).toEqual({ count: 2, earliestMs: Date.UTC(2030, 0, 1) });
    expect(pendingEntries('undelegate', undelegations, redelegations, 'gt11bbb').count).toBe(0);
    expect(pendingEntries('redelegate', undelegations, redelegations, 'gt11aaa', 'gt11bbb').count).toBe(1);
    expect(pendingEntries('redelegate', undelegations, redelegations, 'gt11aaa', 'gt11ccc').count).toBe(0);
    expect(pendingEntries('delegate', undelegations, redelegations, 'gt11aaa').count).toBe(0);
  });

  it('refuses what the ledger would refuse: balance, delegated amount, fee, max_entries', () => {
    const limits = { gtBalance: 100n, fee: 10n, delegated: 50n, maxEntries: 7, entries: 0 };
    expect(stakeProblem('delegate', 90n, limits)).toBeNull();
    expect(stakeProblem('delegate', 91n, limits)).toMatch(/more than your balance/);
    expect(stakeProblem('undelegate', 50n, limits)).toBeNull();
    expect(stakeProblem('undelegate', 51n, limits)).toMatch(/only .* delegated/);
    expect(stakeProblem('redelegate', 10n, { ...limits, gtBalance: 5n })).toMatch(/fee/);
    expect(stakeProblem('undelegate', 10n, { ...limits, entries: 7 })).toMatch(/7 pending undelegations.*allows 7/);
    expect(stakeProblem('redelegate', 10n, { ...limits, entries: 6 })).toBeNull();
    expect(maxStakeAmount('delegate', limits)).toBe(90n);
    expect(maxStakeAmount('delegate', { ...limits, gtBalance: 5n })).toBe(0n);
    expect(maxStakeAmount('undelegate', limits)).toBe(50n);
  });

  it('lists every pending entry soonest first', () => {
    const items = unbondingItems(undelegations, redelegations);
    expect(items.map((i) => [i.kind, i.balance])).toEqual([
      ['redelegation', 3n],
      ['undelegation', 2n],
      ['undelegation', 1n],
    ]);
    expect(items[0]).toMatchObject({ con: 'gt11aaa', dst: 'gt11bbb', creationHeight: '7' });
  });
});

describe('staking problems in Chinese', () => {
  afterEach(() => setPageLanguage('en'));

  it('explains the entry limit in the chosen language', () => {
    const limits = { gtBalance: 100n, fee: 10n, delegated: 50n, maxEntries: 7, entries: 7 };
    expect(stakeProblem('redelegate', 10n, limits)).toBe(
      'You already have 7 pending redelegations here; the ledger allows 7. Wait until one completes.',
    );
    setPageLanguage('zh-CN');
    expect(stakeProblem('redelegate', 10n, limits)).toBe('你在这里已有 7 条转移委托处理中；账本最多允许 7 条。请等待其中一条完成。');
    expect(stakeProblem('undelegate', 10n, { ...limits, entries: 0, fee: 1000n })).toBe('你的 GT 余额不足以支付手续费。');
  });
});
