// Every message type's one-line summary, worded by the popup in English and Simplified Chinese from
// core's summary data: amounts grouped, addresses short in the form the message writes them, and no
// English left in a Chinese line. Tracked (pending) rows word their stored messages the same way.
import { afterEach, describe, expect, it } from 'vitest';
import {
  addressFromAminoPubKey,
  addressFromPublicKey,
  bech32PubKey,
  multisigThresholdKey,
  shortAddress,
  toForm,
} from '../../../src/core/address';
import { MSG_TYPES, type MsgType } from '../../../src/core/messages';
import type { Msg } from '../../../src/core/types';
import { setPageLanguage, translate, type Language } from '../../../src/popup/i18n';
import { msgLine, trackedRow } from '../../../src/popup/lib/activity';

const A = addressFromPublicKey(new Uint8Array(32).fill(1));
const B = addressFromPublicKey(new Uint8Array(32).fill(2));
const C = addressFromPublicKey(new Uint8Array(32).fill(3));
const VAULT = toForm(B, 'vault1');
const MULTISIG_AMINO = multisigThresholdKey(2, [new Uint8Array(32).fill(4), new Uint8Array(32).fill(5)]);
const MULTISIG = addressFromAminoPubKey(MULTISIG_AMINO, 'gt1');
const GT = (amount: string) => ({ denom: 'NANOGT', amount });
const a = shortAddress(A);
const b = shortAddress(B);
const c = shortAddress(C);
const v = shortAddress(VAULT);
const m = shortAddress(MULTISIG);
const HASH = 'ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789';

/** One message per type, with what it reads in each language. */
const CASES: Record<MsgType, { value: Record<string, unknown>; en: string; zh: string }> = {
  MsgSend: {
    value: { from_address: A, to_address: VAULT, amount: [GT('1234500000000'), { denom: 'PLAY-X1Y', amount: '2500' }] },
    en: `Send 1,234.5 GT + 2,500 PLAY-X1Y to ${v}`,
    zh: `向 ${v} 转账 1,234.5 GT + 2,500 PLAY-X1Y`,
  },
  IssueToken: {
    value: { source_address: A, token_name: 'Playground', symbol: 'PLAY', total_supply: '1000000', mintable: true, freezable: false },
    en: 'Issue token PLAY (Playground), total supply 1,000,000',
    zh: '发行代币 PLAY（Playground），总发行量 1,000,000',
  },
  MintToken: {
    value: { source_address: A, amount: { denom: 'PLAY-X1Y', amount: '5000' } },
    en: 'Mint 5,000 PLAY-X1Y',
    zh: '增发 5,000 PLAY-X1Y',
  },
  FreezeToken: { value: { source_address: A, symbol: 'PLAY-X1Y' }, en: 'Freeze token PLAY-X1Y', zh: '冻结代币 PLAY-X1Y' },
  UnfreezeToken: { value: { source_address: A, symbol: 'PLAY-X1Y' }, en: 'Unfreeze token PLAY-X1Y', zh: '解冻代币 PLAY-X1Y' },
  BurnToken: {
    value: { from_address: A, sub: { denom: 'PLAY-X1Y', amount: '10000' } },
    en: 'Burn 10,000 PLAY-X1Y',
    zh: '销毁 10,000 PLAY-X1Y',
  },
  MsgDelegate: {
    value: { delegator_address: A, 'con-account_address': C, amount: GT('100000000000000') },
    en: `Delegate 100,000 GT to ${c}`,
    zh: `委托 100,000 GT 给 ${c}`,
  },
  MsgBeginRedelegate: {
    value: { delegator_address: A, 'con-account_src_address': B, 'con-account_dst_address': C, amount: GT('2000000000') },
    en: `Redelegate 2 GT from ${b} to ${c}`,
    zh: `将 2 GT 从 ${b} 转委托给 ${c}`,
  },
  MsgUndelegate: {
    value: { delegator_address: A, 'con-account_address': C, amount: GT('500000000') },
    en: `Undelegate 0.5 GT from ${c}`,
    zh: `从 ${c} 赎回 0.5 GT`,
  },
  MsgUndelegateByRetrievalAccount: {
    value: { security_address: A, delegator_address: [VAULT] },
    en: `Undelegate all stakes of vault ${v}`,
    zh: `赎回保险库 ${v} 的全部委托`,
  },
  MsgWithdrawDelegationReward: {
    value: { delegator_address: A, 'con-account_address': C },
    en: `Withdraw rewards from ${c}`,
    zh: `领取 ${c} 的奖励`,
  },
  MsgModifyWithdrawAddress: {
    value: { delegator_address: A, withdraw_address: B },
    en: `Send future rewards to ${b}`,
    zh: `以后的奖励发送到 ${b}`,
  },
  MsgCreateVault: {
    value: {
      from_address: A,
      to_address: VAULT,
      security_address: C,
      delay_height: '1200',
      clearing_height: '9000',
      amount: [GT('7000000000')],
      pubkey: '',
    },
    en: `Create vault ${v} with 7 GT, delay 1,200 blocks, retrieval account ${c}`,
    zh: `创建保险库 ${v}，存入 7 GT，延迟 1,200 个区块，找回账户 ${c}`,
  },
  MsgRevocableSend: {
    value: { from_address: VAULT, to_address: A, amount: [GT('7000000000')] },
    en: `Send 7 GT to ${a} (revocable until it takes effect)`,
    zh: `向 ${a} 转账 7 GT（可撤销，生效之前可以撤销）`,
  },
  MsgRevoke: {
    value: {
      vault_address: VAULT,
      security_address: C,
      revoke_address: A,
      height: '40',
      tx_hash: `REVOCABLEPAY-${HASH}`,
      msg_index: '0',
      amount: [GT('7000000000')],
    },
    en: `Revoke 7 GT of transfer ABCDEF01… (message 0), returning it to ${c}`,
    zh: `撤销转账 ABCDEF01…（消息 0）中的 7 GT，退回找回账户 ${c}`,
  },
  MsgUpdateClearingHeight: {
    value: { vault_address: VAULT, clearing_height: '123456' },
    en: `Move the clearing height of vault ${v} to 123456`,
    zh: `将保险库 ${v} 的清算高度改为 123456`,
  },
  MsgClearVaultAccount: {
    value: { from_address: C, vault_address: [VAULT] },
    en: `Clear vault ${v} into ${c}`,
    zh: `清空保险库 ${v}，转入 ${c}`,
  },
  MsgPublishMultiSigAccount: {
    value: { from_address: A, to_address: MULTISIG, pubkey: bech32PubKey(MULTISIG_AMINO) },
    en: `Publish multisig account ${m}`,
    zh: `发布多签账户 ${m}`,
  },
};

const line = (lang: Language, msg: unknown) => {
  setPageLanguage(lang);
  return msgLine(msg as Msg);
};

afterEach(() => setPageLanguage('en'));

describe('message summaries in both languages', () => {
  it('has a case for every message type core defines', () => {
    expect(Object.keys(CASES).sort()).toEqual([...MSG_TYPES].sort());
  });

  for (const type of MSG_TYPES) {
    it(`${type} reads in English and in Chinese`, () => {
      const msg = { type, value: CASES[type].value };
      expect(line('en', msg)).toBe(CASES[type].en);
      const zh = line('zh-CN', msg);
      expect(zh).toBe(CASES[type].zh);
      // Only data (addresses, symbols, amounts, names) may be Latin in a Chinese line.
      expect(zh).not.toMatch(/\b(?:Send|to|from|vault|Issue|Delegate|Clear|Revoke|token)\b/);
    });
  }

  it('counts several vaults and the blocks of a one-block delay in each language', () => {
    const clear = { type: 'MsgClearVaultAccount', value: { from_address: C, vault_address: [VAULT, A, B] } };
    expect(line('en', clear)).toBe(`Clear 3 vaults into ${c}`);
    expect(line('zh-CN', clear)).toBe(`清空 3 个保险库，转入 ${c}`);
    const undelegate = { type: 'MsgUndelegateByRetrievalAccount', value: { security_address: C, delegator_address: [VAULT, A] } };
    expect(line('en', undelegate)).toBe('Undelegate all stakes of 2 vaults');
    expect(line('zh-CN', undelegate)).toBe('赎回 2 个保险库的全部委托');
    const vault = { type: 'MsgCreateVault', value: { ...CASES.MsgCreateVault.value, delay_height: '1' } };
    expect(line('en', vault)).toBe(`Create vault ${v} with 7 GT, delay 1 block, retrieval account ${c}`);
    expect(line('zh-CN', vault)).toBe(`创建保险库 ${v}，存入 7 GT，延迟 1 个区块，找回账户 ${c}`);
  });

  it('names a message it cannot read by its type, and one without a type as unknown, in each language', () => {
    expect(line('zh-CN', { type: 'MsgSend', value: { from_address: A } })).toBe('MsgSend');
    expect(line('en', { type: 'MsgNothing', value: {} })).toBe('MsgNothing');
    expect(line('en', { value: {} })).toBe('Unknown message');
    expect(line('zh-CN', { value: {} })).toBe(translate('zh-CN', 'activity.unknownMessage'));
    expect(translate('zh-CN', 'activity.unknownMessage')).not.toBe('Unknown message');
  });
});

describe('tracked rows', () => {
  const send = { type: 'MsgSend', value: { from_address: A, to_address: B, amount: [GT('7000000000')] } };
  const base = { txhash: 'IRREVOCABLEPAY-AB', status: 'pending' as const, validUntil: '120', time: 1 };

  it('word the messages the background stored, in the popup’s language', () => {
    setPageLanguage('zh-CN');
    expect(trackedRow({ ...base, msgs: [send, send] }).summary).toBe(`向 ${b} 转账 7 GT; 向 ${b} 转账 7 GT`);
    setPageLanguage('en');
    expect(trackedRow({ ...base, msgs: [send] }).summary).toBe(`Send 7 GT to ${b}`);
    expect(trackedRow({ ...base, msgs: [] }).summary).toBe('Transaction');
  });

  it('keep the English line of an entry stored before its messages were kept', () => {
    setPageLanguage('zh-CN');
    expect(trackedRow({ ...base, summary: 'Send 7000 GT to gt11abc…xyz' }).summary).toBe('Send 7,000 GT to gt11abc…xyz');
    // Neither messages nor a line: the row says it is a transaction, in the popup's language.
    expect(trackedRow(base).summary).toBe(translate('zh-CN', 'activity.transaction'));
    expect(translate('zh-CN', 'activity.transaction')).not.toBe('Transaction');
  });
});
