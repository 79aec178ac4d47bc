import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../src/popup/i18n';
import { addressFromPublicKey, toForm } from '../../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../../src/core/hd';
import type { AccountResp, TxRecord } from '../../../src/core/rest/types';
import { accountFacts, clearingState } from '../../../src/popup/lib/account-facts';
import { checkAddress, checkBlocks, checkGt, checkUnits } from '../../../src/popup/lib/checks';
import {
  INCLUSION_MARGIN,
  bareTxHash,
  checkClearingHeight,
  clearingEstimate,
  clearingPresets,
  counterpartyOf,
  createVaultProblem,
  delayPresets,
  etaText,
  minClearingHeight,
  recordHeight,
  revocableView,
  revokeMsg,
  statusLabel,
  transferParties,
  vaultStatus,
} from '../../../src/popup/screens/vault/lib';

const MNEMONIC = 'test test test test test test test test test test test junk';
const addressOf = (index: number) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(index)).kL));
const A = addressOf(0);
const B = addressOf(1);
const C = addressOf(2);

function vaultResp(clearing: { last: number; lastFrom: number; next: number; nextFrom: number }, type: 0 | 1 | 2 | 3 = 1): AccountResp {
  return {
    type: 'AccountResp',
    value: {
      account_type: type,
      account_field: {
        type: 'VaultAccount',
        value: {
          base_account: {
            account_number: '3',
            address: toForm(A, 'vault1'),
            public_key: null,
            sequence: '0',
            tokens: [{ denom: 'NANOGT', amount: '100' }],
          },
          clearing_height: {
            last_clearing_height: String(clearing.last),
            last_clearing_effect_height: String(clearing.lastFrom),
            next_clearing_height: String(clearing.next),
            next_clearing_effect_height: String(clearing.nextFrom),
          },
          delay_height: '5',
          security_address: B,
          received_revocable_tokens: null,
          sent_revocable_tokens: [{ height: '10', msg_index: '0', tokens: [{ denom: 'NANOGT', amount: '7' }], tx_hash: 'AB' }],
          vault_address: null,
        },
      },
    },
  };
}

describe('vault account facts', () => {
  it('reads a vault answer', () => {
    const facts = accountFacts(vaultResp({ last: 500, lastFrom: 1, next: 500, nextFrom: 1 }));
    expect(facts).toMatchObject({ accountType: 1, isVault: true, delayHeight: 5, securityAddress: B, guardedVaults: [] });
    expect(facts.sent).toHaveLength(1);
    expect(accountFacts(null)).toMatchObject({ accountType: null, isVault: false, tokens: [] });
  });

  it('applies a moved clearing height only from its effect height on', () => {
    const facts = accountFacts(vaultResp({ last: 500, lastFrom: 1, next: 300, nextFrom: 40 }));
    expect(clearingState(facts, 39)).toEqual({ inForce: 500, pending: { height: 300, from: 40 } });
    expect(clearingState(facts, 40)).toEqual({ inForce: 300, pending: null });
    expect(clearingState(facts, null).inForce).toBe(300);
  });

  it('tells uncreated, active and clearable vaults apart', () => {
    const facts = accountFacts(vaultResp({ last: 500, lastFrom: 1, next: 500, nextFrom: 1 }));
    expect(vaultStatus(null, 10)).toBe('uncreated');
    expect(vaultStatus(facts, 499)).toBe('active');
    expect(vaultStatus(facts, 500)).toBe('clearable');
    expect(vaultStatus(accountFacts(vaultResp({ last: 1, lastFrom: 1, next: 1, nextFrom: 1 }, 0)), 10)).toBe('unknown');
  });
});

describe('revocable transfers', () => {
  // As listed by a real node: height is the effect height (sent at 90 with a delay of 10), the hash carries its type prefix.
  const HEX = 'BB042E7853D6E32C6F81E0205A3CDD5FDA6545F2A7E92627E50EA19F86EFD6B8';
  const entry = { height: '100', msg_index: '1', tokens: [{ denom: 'NANOGT', amount: '5' }], tx_hash: `REVOCABLEPAY-${HEX}` };

  it('counts down to the entry height itself, not height + delay', () => {
    expect(revocableView(entry, 10, 94)).toMatchObject({
      sentHeight: 90,
      effectHeight: 100,
      blocksLeft: 6,
      progress: 0.4,
      revocableNow: true,
      msgIndex: 1,
    });
    expect(revocableView(entry, 10, 99)).toMatchObject({ blocksLeft: 1, revocableNow: true });
    expect(revocableView(entry, 10, 100)).toMatchObject({ blocksLeft: 0, progress: 1, revocableNow: false });
    expect(revocableView(entry, 10, 105)).toMatchObject({ blocksLeft: 0, revocableNow: false });
    expect(revocableView(entry, 10, null)).toMatchObject({ effectHeight: 100, blocksLeft: 10, revocableNow: true });
  });

  it("takes the sent height from the node's record of the transfer when read, else the effect height less the delay", () => {
    const record = { height: '88', txhash: entry.tx_hash } as unknown as TxRecord;
    expect(recordHeight(record)).toBe(88);
    expect(recordHeight(null)).toBeNull();
    expect(recordHeight({ height: 'x' } as unknown as TxRecord)).toBeNull();
    expect(revocableView(entry, 10, 94, recordHeight(record))).toMatchObject({ sentHeight: 88, effectHeight: 100 });
    expect(revocableView(entry, 10, 94, null)).toMatchObject({ sentHeight: 90, effectHeight: 100 });
  });

  it('builds MsgRevoke with the entry height and the bare hex hash', () => {
    const vault = toForm(A, 'vault1');
    const msg = revokeMsg(entry, vault, B, { from: vault, to: C });
    expect(msg).toEqual({
      type: 'MsgRevoke',
      value: {
        vault_address: A,
        security_address: B,
        revoke_address: C,
        height: '100',
        tx_hash: HEX,
        msg_index: '1',
        amount: [{ denom: 'NANOGT', amount: '5' }],
      },
    });
    expect(bareTxHash(HEX)).toBe(HEX);
    expect(bareTxHash(`REVOCABLEPAY-${HEX}`)).toBe(HEX);
  });

  it('finds the parties of the transfer and the one a revoke takes the funds back from', () => {
    const record = {
      tx: {
        type: 'StdTx',
        value: {
          msg: [
            { type: 'MsgSend', value: {} },
            { type: 'MsgRevocableSend', value: { from_address: A, to_address: B, amount: [] } },
          ],
        },
      },
    } as unknown as TxRecord;
    const parties = transferParties(record, 1)!;
    expect(parties).toEqual({ from: A, to: B });
    expect(transferParties(record, 0)).toBeNull();
    expect(transferParties(null, 0)).toBeNull();
    expect(counterpartyOf(parties, toForm(A, 'vault1'))).toBe(B);
    expect(counterpartyOf(parties, B)).toBe(A);
  });
});

describe('creating a vault', () => {
  it('asks for a clearing height above height + delay with a margin for inclusion', () => {
    expect(minClearingHeight(100, 10)).toBe(111 + INCLUSION_MARGIN);
    expect(checkClearingHeight(111 + INCLUSION_MARGIN, 100, 10)).toBeNull();
    expect(checkClearingHeight(110 + INCLUSION_MARGIN, 100, 10)).toMatch(/at least 116/);
    expect(checkClearingHeight(1, null, 10)).toBeNull();
  });

  it('writes heights as plain digits in every language (a height is an identifier, not a quantity)', () => {
    const problem = checkClearingHeight(5, 1234567, 10);
    expect(problem).toContain(`at least ${1234567 + 11 + INCLUSION_MARGIN}: above the current height 1234567`);
    setPageLanguage('zh-CN');
    expect(checkClearingHeight(5, 1234567, 10)).toContain('1234567');
    expect(checkClearingHeight(5, 1234567, 10)).not.toMatch(/\d,\d{3}/);
    setPageLanguage('en');
  });

  it('offers delays by time when the block rate is known, else by blocks', () => {
    expect(delayPresets(5).map((p) => p.blocks)).toEqual([120, 720, 4320, 17280]);
    expect(delayPresets(null).map((p) => p.blocks)).toEqual([10, 100, 1000, 10000]);
    for (const preset of clearingPresets(100, 50000, 5)) expect(preset.blocks).toBeGreaterThanOrEqual(minClearingHeight(100, 50000));
    expect(clearingPresets(100, 10, 5)[0]!.blocks).toBe(100 + 17280);
  });

  it('refuses a retrieval account equal to the vault, in any address form', () => {
    const base = {
      delay: checkBlocks('5', 1, 'delay'),
      clearing: checkBlocks('1000', 1, 'clearingHeight'),
      amount: checkGt('1'),
      height: 10,
    };
    expect(createVaultProblem({ ...base, vaultAddress: A, securityAddress: toForm(A, 'vault1') })).toMatch(/must differ/);
    expect(createVaultProblem({ ...base, vaultAddress: A, securityAddress: B })).toBeNull();
    expect(createVaultProblem({ ...base, vaultAddress: '', securityAddress: B, clearing: checkBlocks('12', 1, 'clearingHeight') })).toMatch(
      /at least/,
    );
  });
});

describe('form checks', () => {
  it('checks addresses by form', () => {
    expect(checkAddress(A)).toEqual({ ok: true, value: A });
    expect(checkAddress(A.toUpperCase())).toEqual({ ok: true, value: A });
    expect(checkAddress(toForm(A, 'vault1'), ['gt1', 'gt2'])).toMatchObject({ ok: false, error: expect.stringMatching(/gt11… or gt21…/) });
    expect(checkAddress(A.slice(0, -1) + (A.endsWith('q') ? 'p' : 'q'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/checksum/),
    });
    expect(checkAddress('')).toMatchObject({ ok: false });
  });

  it('checks GT, token units and block numbers', () => {
    expect(checkGt('1.5')).toEqual({ ok: true, value: 1_500_000_000n });
    expect(checkGt('1.0000000001')).toMatchObject({ ok: false });
    expect(checkGt('0')).toMatchObject({ ok: false, error: expect.stringMatching(/greater than 0/) });
    expect(checkGt('2', 1_000_000_000n)).toMatchObject({ ok: false, error: expect.stringMatching(/more than your balance \(1 GT\)/) });
    expect(checkUnits('1e3')).toEqual({ ok: true, value: 1000n });
    expect(checkUnits('1.5')).toMatchObject({ ok: false });
    expect(checkUnits('11', 10n)).toMatchObject({ ok: false });
    expect(checkBlocks('12', 1, 'delay')).toEqual({ ok: true, value: 12 });
    expect(checkBlocks('0', 1, 'delay')).toMatchObject({ ok: false, error: 'The delay must be at least 1.' });
    expect(checkBlocks('1.5', 1, 'delay')).toMatchObject({ ok: false });
  });
});

describe('waiting times in words', () => {
  afterEach(() => setPageLanguage('en'));

  it('says a delay in blocks and in words, in English and in Chinese', () => {
    expect(etaText(600, 1)).toBe('600 blocks, about 10 minutes');
    expect(etaText(1, null)).toBe('1 block');
    expect(etaText(51_840, 5)).toBe('51,840 blocks, about 3 days');
    expect(clearingEstimate(17_280, null)).toBe('In 17,280 blocks.');
    expect(clearingEstimate(17_280, 5, Date.UTC(2024, 0, 2))).toMatch(/^In 17,280 blocks, about 1 day \(around .*2024.*\)\.$/);
    expect(delayPresets(null).map((p) => p.label)).toEqual(['10 blocks', '100 blocks', '1,000 blocks', '10,000 blocks']);
    setPageLanguage('zh-CN');
    expect(etaText(51_840, 5)).toBe('51,840 个区块，约 3天');
    expect(delayPresets(5).map((p) => p.label)).toEqual(['10分钟', '1小时', '6小时', '1天']);
    expect(statusLabel('clearable')).toBe('已到清算高度');
    expect(checkClearingHeight(110 + INCLUSION_MARGIN, 100, 10)).toMatch(/至少为 116/);
  });
});
