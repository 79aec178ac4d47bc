import { describe, expect, it } from 'vitest';
import {
  ISSUE_CHARGE,
  MSG_DEFINITIONS,
  MSG_TYPES,
  makeMsg,
  msgSigners,
  msgSpends,
  msgSummary,
  txHashPrefix,
  validateMsg,
} from '../../src/core/messages/index';
import { addressFromAminoPubKey, bech32PubKey, multisigThresholdKey, shortAddress, toForm, aminoPubKey } from '../../src/core/address';
import { CoreError } from '../../src/core/errors';

const A = 'gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9';
const B = 'gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f';
const C = 'gt11ja8j8qskxvccwf3rchp9efxjdu6v5wfkj5uwu4cmktue7h7ufjwqlgqs9ja64xj9kgd5zj';
const VAULT_A = toForm(A, 'vault1');
const NANOGT = (amount: string) => ({ denom: 'NANOGT', amount });
const key = (fill: number) => new Uint8Array(32).fill(fill);
const MULTISIG_AMINO = multisigThresholdKey(2, [key(1), key(2), key(3)]);
const MULTISIG_KEY = bech32PubKey(MULTISIG_AMINO);
const MULTISIG_ADDRESS = addressFromAminoPubKey(MULTISIG_AMINO, 'gt1');

function expectCoreError(fn: () => unknown, code: string, field?: string): void {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(CoreError);
  expect((caught as CoreError).code).toBe(code);
  if (field !== undefined) expect((caught as CoreError).field).toBe(field);
}

// Go struct declaration order in the ledger SDK (amino binary order) and JSON tags.
const DECLARED_FIELDS: Record<string, string[]> = {
  MsgSend: ['from_address', 'to_address', 'amount'],
  MsgRevocableSend: ['from_address', 'to_address', 'amount'],
  MsgRevoke: ['vault_address', 'security_address', 'revoke_address', 'height', 'tx_hash', 'msg_index', 'amount'],
  MsgCreateVault: ['from_address', 'to_address', 'security_address', 'delay_height', 'clearing_height', 'amount', 'pubkey'],
  MsgUpdateClearingHeight: ['vault_address', 'clearing_height'],
  MsgClearVaultAccount: ['from_address', 'vault_address'],
  MsgPublishMultiSigAccount: ['from_address', 'to_address', 'pubkey'],
  MsgDelegate: ['delegator_address', 'con-account_address', 'amount'],
  MsgBeginRedelegate: ['delegator_address', 'con-account_src_address', 'con-account_dst_address', 'amount'],
  MsgUndelegate: ['delegator_address', 'con-account_address', 'amount'],
  MsgUndelegateByRetrievalAccount: ['security_address', 'delegator_address'],
  MsgWithdrawDelegationReward: ['delegator_address', 'con-account_address'],
  MsgModifyWithdrawAddress: ['delegator_address', 'withdraw_address'],
  IssueToken: ['source_address', 'token_name', 'symbol', 'total_supply', 'mintable', 'freezable'],
  MintToken: ['source_address', 'amount'],
  FreezeToken: ['source_address', 'symbol'],
  UnfreezeToken: ['source_address', 'symbol'],
  BurnToken: ['from_address', 'sub'],
};

const HASH_PREFIXES: Record<string, string> = {
  MsgSend: 'IRREVOCABLEPAY',
  MsgRevocableSend: 'REVOCABLEPAY',
  MsgCreateVault: 'VAULTCREATE',
  MsgRevoke: 'REVOKE',
  MsgUpdateClearingHeight: 'ACCOUNTSET',
  MsgClearVaultAccount: 'VAULTCLEAR',
};

describe('message definitions', () => {
  it('define exactly the 18 message types of the ledger service', () => {
    expect([...MSG_TYPES].sort()).toEqual(Object.keys(DECLARED_FIELDS).sort());
    expect(Object.keys(MSG_DEFINITIONS).sort()).toEqual([...MSG_TYPES].sort());
    for (const type of MSG_TYPES) expect(MSG_DEFINITIONS[type].type).toBe(type);
  });

  it('list fields in the ledger struct declaration order, each with a kind and a label', () => {
    for (const type of MSG_TYPES) {
      const fields = MSG_DEFINITIONS[type].fields;
      expect(
        fields.map((field) => field.name),
        type,
      ).toEqual(DECLARED_FIELDS[type]);
      for (const field of fields) expect(field.label.length, `${type}.${field.name}`).toBeGreaterThan(0);
    }
  });

  it('carry the tx-hash prefix of protocol.md §5, BASIC for everything else', () => {
    for (const type of MSG_TYPES) expect(MSG_DEFINITIONS[type].hashPrefix, type).toBe(HASH_PREFIXES[type] ?? 'BASIC');
  });
});

describe('definition facts', () => {
  it('name a distinct snake_case event action for every type, and the revocable module where the ledger does', () => {
    const actions = MSG_TYPES.map((type) => MSG_DEFINITIONS[type].action);
    for (const action of actions) expect(action).toMatch(/^[a-z_]+$/);
    expect(new Set(actions).size).toBe(MSG_TYPES.length);
    expect(MSG_DEFINITIONS.MsgDelegate.action).toBe('delegation');
    expect(MSG_DEFINITIONS.MsgSend.action).toBe('send');
    expect(MSG_TYPES.filter((type) => 'eventModule' in MSG_DEFINITIONS[type])).toEqual(['MsgRevocableSend']);
  });

  it('say what leaves which signer: the delegated coin, the 200 GT issuance charge, nothing for a withdrawal', () => {
    const delegate = validateMsg({
      type: 'MsgDelegate',
      value: { delegator_address: VAULT_A, 'con-account_address': B, amount: NANOGT('7') },
    });
    expect(msgSpends(delegate)).toEqual([{ from: A, coins: [NANOGT('7')] }]);
    const issue = validateMsg({
      type: 'IssueToken',
      value: { source_address: A, token_name: 'Yen', symbol: 'YJ', total_supply: '10', mintable: true, freezable: false },
    });
    expect(ISSUE_CHARGE).toBe(200_000_000_000n);
    expect(msgSpends(issue)).toEqual([{ from: A, coins: [NANOGT('200000000000')] }]);
    const withdraw = validateMsg({ type: 'MsgWithdrawDelegationReward', value: { delegator_address: A, 'con-account_address': B } });
    expect(msgSpends(withdraw)).toEqual([]);
  });

  it('type a message value from its field kinds (checked by the compiler)', () => {
    const msg = makeMsg('MsgDelegate', { delegator_address: A, 'con-account_address': B, amount: NANOGT('5') });
    expect(validateMsg(msg)).toEqual(msg);
    // @ts-expect-error a field of the definition is missing
    makeMsg('MsgDelegate', { delegator_address: A, amount: NANOGT('5') });
    // @ts-expect-error a bool field takes a boolean
    makeMsg('IssueToken', { source_address: A, token_name: 'Yen', symbol: 'YJ', total_supply: '10', mintable: 'yes', freezable: false });
    // @ts-expect-error not a field of MsgSend
    makeMsg('MsgSend', { from_address: A, to_address: B, amount: [NANOGT('1')], memo: 'x' });
  });
});

describe('txHashPrefix', () => {
  it('uses the single message prefix, MIX for several', () => {
    expect(txHashPrefix([{ type: 'MsgRevoke' }])).toBe('REVOKE');
    expect(txHashPrefix([{ type: 'IssueToken' }])).toBe('BASIC');
    expect(txHashPrefix([{ type: 'MsgSend' }, { type: 'MsgSend' }])).toBe('MIX');
  });
});

describe('validateMsg', () => {
  it('writes every address in gt1 form and expands scientific amounts', () => {
    const msg = validateMsg({
      type: 'MsgSend',
      value: { from_address: VAULT_A, to_address: toForm(B, 'gt2'), amount: [{ denom: 'NANOGT', amount: '10E9' }] },
    });
    expect(msg).toEqual({ type: 'MsgSend', value: { from_address: A, to_address: B, amount: [NANOGT('10000000000')] } });
  });

  it('returns fields in declaration order whatever order they came in', () => {
    const msg = validateMsg({ type: 'MsgUpdateClearingHeight', value: { clearing_height: '900', vault_address: VAULT_A } });
    expect(Object.keys(msg.value)).toEqual(['vault_address', 'clearing_height']);
  });

  it('sorts coins by denom and refuses a denom listed twice', () => {
    const msg = validateMsg({
      type: 'MsgSend',
      value: { from_address: A, to_address: B, amount: [{ denom: 'YJ-9D3', amount: '5' }, NANOGT('7')] },
    });
    expect((msg.value.amount as Array<{ denom: string }>).map((coin) => coin.denom)).toEqual(['NANOGT', 'YJ-9D3']);
    expectCoreError(
      () => validateMsg({ type: 'MsgSend', value: { from_address: A, to_address: B, amount: [NANOGT('1'), NANOGT('2')] } }),
      'duplicate_denom',
      'amount',
    );
  });

  it('turns integers into canonical strings and accepts JS integers', () => {
    const msg = validateMsg({
      type: 'MsgRevoke',
      value: {
        vault_address: VAULT_A,
        security_address: B,
        revoke_address: C,
        height: 6947,
        tx_hash: 'REVOCABLEPAY-BB04aa',
        msg_index: '007',
        amount: [NANOGT('5')],
      },
    });
    expect(msg.value).toMatchObject({ vault_address: A, height: '6947', tx_hash: 'BB04aa', msg_index: '7' });
  });

  it('accepts a single vault address where the ledger takes a list', () => {
    const msg = validateMsg({ type: 'MsgUndelegateByRetrievalAccount', value: { security_address: C, delegator_address: VAULT_A } });
    expect(msg.value.delegator_address).toEqual([A]);
  });

  it('defaults the optional vault multisig key to the empty string', () => {
    const msg = validateMsg({
      type: 'MsgCreateVault',
      value: {
        from_address: A,
        to_address: B,
        security_address: C,
        delay_height: '100',
        clearing_height: '50000',
        amount: [NANOGT('500')],
      },
    });
    expect(msg.value.pubkey).toBe('');
  });

  it('refuses unknown types and fields, and missing fields', () => {
    expectCoreError(() => validateMsg({ type: 'MsgMultiSend', value: {} }), 'unknown_msg_type', 'type');
    expectCoreError(
      () => validateMsg({ type: 'MsgSend', value: { from_address: A, to_address: B, amount: [NANOGT('1')], note: 'x' } }),
      'unknown_field',
      'note',
    );
    expectCoreError(
      () => validateMsg({ type: 'MsgSend', value: { from_address: A, amount: [NANOGT('1')] } }),
      'missing_field',
      'to_address',
    );
    expectCoreError(() => validateMsg('MsgSend'), 'invalid_msg');
    expectCoreError(() => validateMsg({ type: 'MsgSend', value: [] }), 'invalid_msg');
  });

  it('refuses bad addresses, naming the field', () => {
    expectCoreError(
      () => validateMsg({ type: 'MsgSend', value: { from_address: A, to_address: B.slice(0, -1) + 'q', amount: [NANOGT('1')] } }),
      'invalid_address',
      'to_address',
    );
    expectCoreError(
      () => validateMsg({ type: 'MsgSend', value: { from_address: 'cosmos1xyz', to_address: B, amount: [NANOGT('1')] } }),
      'invalid_address',
      'from_address',
    );
  });

  it('accepts consensus accounts only in gt1 form', () => {
    const delegate = (con: string) => ({
      type: 'MsgDelegate',
      value: { delegator_address: VAULT_A, 'con-account_address': con, amount: NANOGT('1') },
    });
    expect(validateMsg(delegate(B)).value['con-account_address']).toBe(B);
    expectCoreError(() => validateMsg(delegate(toForm(B, 'vault1'))), 'invalid_address', 'con-account_address');
  });

  it('refuses zero, negative, fractional and malformed amounts', () => {
    for (const amount of ['0', '-1', '1.5', '1.5e0', '0x10', '', ' ']) {
      expect(() => validateMsg({ type: 'MsgSend', value: { from_address: A, to_address: B, amount: [NANOGT(amount)] } }), amount).toThrow(
        CoreError,
      );
    }
    expectCoreError(
      () => validateMsg({ type: 'MsgSend', value: { from_address: A, to_address: B, amount: [] } }),
      'invalid_coins',
      'amount',
    );
    expectCoreError(
      () =>
        validateMsg({
          type: 'MsgDelegate',
          value: { delegator_address: A, 'con-account_address': B, amount: { denom: 'nanogt', amount: '1' } },
        }),
      'invalid_denom',
      'amount.denom',
    );
  });

  it('checks token symbols: 2-15 capitals at issuance, on-chain symbols afterwards', () => {
    const issue = (symbol: string) => ({
      type: 'IssueToken',
      value: { source_address: A, token_name: 'Test', symbol, total_supply: '1E15', mintable: true, freezable: false },
    });
    expect(validateMsg(issue('YJ')).value).toMatchObject({ symbol: 'YJ', total_supply: '1000000000000000' });
    for (const bad of ['Y', 'yj', 'ABCDEFGHIJKLMNOP', 'YJ-9D3', 'Y1'])
      expectCoreError(() => validateMsg(issue(bad)), 'invalid_symbol', 'symbol');

    expect(validateMsg({ type: 'FreezeToken', value: { source_address: A, symbol: 'YY-A69' } }).value.symbol).toBe('YY-A69');
    expectCoreError(() => validateMsg({ type: 'FreezeToken', value: { source_address: A, symbol: 'YY' } }), 'invalid_symbol', 'symbol');
    expectCoreError(
      () => validateMsg({ type: 'MintToken', value: { source_address: A, amount: NANOGT('5') } }),
      'invalid_denom',
      'amount.denom',
    );
    expectCoreError(
      () => validateMsg({ type: 'BurnToken', value: { from_address: A, sub: { denom: 'YJ', amount: '5' } } }),
      'invalid_denom',
      'sub.denom',
    );
  });

  it('checks heights and booleans', () => {
    const update = (clearing_height: unknown) => ({ type: 'MsgUpdateClearingHeight', value: { vault_address: VAULT_A, clearing_height } });
    for (const bad of ['0', '-5', '1.5', '1e3', 1.5, -1, '', true])
      expectCoreError(() => validateMsg(update(bad)), 'invalid_integer', 'clearing_height');
    expectCoreError(() => validateMsg(update('9223372036854775808')), 'invalid_integer', 'clearing_height');
    const issue = {
      type: 'IssueToken',
      value: { source_address: A, token_name: 'T', symbol: 'YJ', total_supply: '1', mintable: 'true', freezable: false },
    };
    expectCoreError(() => validateMsg(issue), 'invalid_field', 'mintable');
  });

  it('refuses a vault whose retrieval account is the vault itself, in any form', () => {
    const create = {
      type: 'MsgCreateVault',
      value: {
        from_address: C,
        to_address: A,
        security_address: VAULT_A,
        delay_height: '10',
        clearing_height: '100',
        amount: [NANOGT('1')],
        pubkey: '',
      },
    };
    expectCoreError(() => validateMsg(create), 'invalid_address', 'security_address');
  });

  it('refuses a revoke that returns funds to the vault', () => {
    const revoke = {
      type: 'MsgRevoke',
      value: {
        vault_address: VAULT_A,
        security_address: B,
        revoke_address: A,
        height: '5',
        tx_hash: 'AB',
        msg_index: '0',
        amount: [NANOGT('1')],
      },
    };
    expectCoreError(() => validateMsg(revoke), 'invalid_address', 'revoke_address');
  });

  it('requires a multisig key that belongs to the published or vault account', () => {
    const publish = (to: string, pubkey: string) => ({
      type: 'MsgPublishMultiSigAccount',
      value: { from_address: A, to_address: to, pubkey },
    });
    expect(validateMsg(publish(MULTISIG_ADDRESS, MULTISIG_KEY)).value.pubkey).toBe(MULTISIG_KEY);
    expectCoreError(() => validateMsg(publish(B, MULTISIG_KEY)), 'pubkey_mismatch', 'pubkey');
    expectCoreError(() => validateMsg(publish(B, bech32PubKey(aminoPubKey(key(4))))), 'invalid_pubkey', 'pubkey');
    expectCoreError(() => validateMsg(publish(B, bech32PubKey(multisigThresholdKey(1, [key(5)])))), 'invalid_pubkey', 'pubkey');

    const vault = (to: string) => ({
      type: 'MsgCreateVault',
      value: {
        from_address: A,
        to_address: to,
        security_address: C,
        delay_height: '10',
        clearing_height: '100',
        amount: [NANOGT('1')],
        pubkey: MULTISIG_KEY,
      },
    });
    expect(validateMsg(vault(toForm(MULTISIG_ADDRESS, 'vault2'))).value.to_address).toBe(MULTISIG_ADDRESS);
    expectCoreError(() => validateMsg(vault(B)), 'pubkey_mismatch', 'pubkey');
  });
});

describe('msgSigners', () => {
  it('names the signer each message type requires, in gt1 form', () => {
    const vault = toForm(B, 'vault1');
    expect(msgSigners({ type: 'MsgClearVaultAccount', value: { from_address: C, vault_address: [vault] } })).toEqual([C]);
    expect(msgSigners({ type: 'MsgUpdateClearingHeight', value: { vault_address: vault, clearing_height: '99' } })).toEqual([B]);
    expect(
      msgSigners({
        type: 'MsgRevoke',
        value: {
          vault_address: vault,
          security_address: C,
          revoke_address: A,
          height: '5',
          tx_hash: 'AB',
          msg_index: '0',
          amount: [NANOGT('1')],
        },
      }),
    ).toEqual([B]);
    expect(
      msgSigners({ type: 'MsgUndelegateByRetrievalAccount', value: { security_address: toForm(C, 'gt2'), delegator_address: [vault] } }),
    ).toEqual([C]);
    expect(msgSigners({ type: 'MsgRevocableSend', value: { from_address: vault, to_address: A, amount: [NANOGT('1')] } })).toEqual([B]);
    expect(msgSigners({ type: 'MintToken', value: { source_address: A, amount: { denom: 'YJ-9D3', amount: '1' } } })).toEqual([A]);
    expect(msgSigners({ type: 'BurnToken', value: { from_address: B, sub: { denom: 'YJ-9D3', amount: '1' } } })).toEqual([B]);
    expect(
      msgSigners({
        type: 'MsgCreateVault',
        value: {
          from_address: A,
          to_address: B,
          security_address: C,
          delay_height: '1',
          clearing_height: '2',
          amount: [NANOGT('1')],
          pubkey: '',
        },
      }),
    ).toEqual([A]);
    expect(msgSigners({ type: 'MsgModifyWithdrawAddress', value: { delegator_address: vault, withdraw_address: C } })).toEqual([B]);
  });
});

describe('msgSummary', () => {
  it('gives the data of the line, not words: GT for NANOGT, raw amounts for tokens, short addresses', () => {
    expect(msgSummary({ type: 'MsgSend', value: { from_address: A, to_address: B, amount: [NANOGT('1500000000')] } })).toEqual({
      type: 'MsgSend',
      data: { amount: '1.5 GT', to: shortAddress(B) },
    });
    expect(msgSummary({ type: 'MsgDelegate', value: { delegator_address: A, 'con-account_address': B, amount: NANOGT('10E9') } })).toEqual({
      type: 'MsgDelegate',
      data: { amount: '10 GT', con: shortAddress(B) },
    });
    expect(msgSummary({ type: 'BurnToken', value: { from_address: A, sub: { denom: 'YY-A69', amount: '10000' } } })).toEqual({
      type: 'BurnToken',
      data: { amount: '10000 YY-A69' },
    });
    expect(
      msgSummary({
        type: 'IssueToken',
        value: { source_address: A, token_name: 'test token', symbol: 'YJ', total_supply: '1e3', mintable: true, freezable: true },
      }),
    ).toEqual({ type: 'IssueToken', data: { symbol: 'YJ', name: 'test token', supply: '1000' } });
  });

  it('keeps each address in the form the message writes it (a vault stays vault1…), shortened', () => {
    // Deliberately changed: core used to read every address as gt1 and the popup put the form back.
    expect(
      msgSummary({ type: 'MsgSend', value: { from_address: A, to_address: ` ${VAULT_A} `, amount: [{ denom: 'YJ-9D3', amount: '42' }] } })
        .data,
    ).toEqual({ amount: '42 YJ-9D3', to: shortAddress(VAULT_A) });
    expect(shortAddress(VAULT_A)).toMatch(/^vault1/);
    expect(msgSummary({ type: 'MsgClearVaultAccount', value: { from_address: C, vault_address: VAULT_A } }).data).toEqual({
      count: 1,
      vault: shortAddress(VAULT_A),
      to: shortAddress(C),
    });
    expect(msgSummary({ type: 'MsgClearVaultAccount', value: { from_address: C, vault_address: [VAULT_A, B] } }).data).toEqual({
      count: 2,
      to: shortAddress(C),
    });
  });

  it('refuses a message that does not validate, like validateMsg', () => {
    expect(() => msgSummary({ type: 'MsgSend', value: { from_address: A, to_address: 'nope', amount: [NANOGT('1')] } })).toThrow(CoreError);
    expect(() => msgSummary({ type: 'MsgNothing', value: {} })).toThrow(CoreError);
  });
});
