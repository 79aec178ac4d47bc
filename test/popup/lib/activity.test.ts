// Revocable sends in Activity: the final height from the tx record, their fate from the node's
// status answer (or the chain height when there is none), titles that never call a revoked
// transfer sent, and one address form per account.
import { afterEach, describe, expect, it } from 'vitest';
import { addressFromPublicKey, toForm } from '../../../src/core/address';
import { setPageLanguage } from '../../../src/popup/i18n';
import { addressForms, msgInOwnForms, ownForm } from '../../../src/popup/lib/accounts';
import { activityRow, activityView, addressLines, revocableFate } from '../../../src/popup/lib/activity';

const vaultGt1 = addressFromPublicKey(new Uint8Array(32).fill(1));
const vault = toForm(vaultGt1, 'vault1');
const to = addressFromPublicKey(new Uint8Array(32).fill(2));
const amount = [{ denom: 'NANOGT', amount: '10000000000' }];
const send = { type: 'MsgRevocableSend', value: { from_address: vault, to_address: to, amount } };
const record = (msgs: unknown[], confirms: string[]) => ({
  txhash: 'REVOCABLEPAY-AA',
  height: '40',
  irrevocable_confirm_number: confirms,
  logs: [{ success: true, log: '', msg_index: 0 }],
  tx: { type: 'StdTx', value: { msg: msgs, fee: { amount: [{ denom: 'NANOGT', amount: '100000' }] }, memo: '' } },
});
const plainName = (address: string) => address.slice(0, 8);

afterEach(() => setPageLanguage('en'));

describe('revocable sends', () => {
  const row = activityRow(record([send], ['5']));

  it('reads the final height as the tx height plus its message’s confirm number, only for revocable sends', () => {
    expect(row.revocable).toEqual({ untilHeight: 45 });
    expect(
      activityRow(record([{ type: 'MsgSend', value: { from_address: vaultGt1, to_address: to, amount } }], ['3'])).revocable,
    ).toBeUndefined();
    expect(activityRow(record([send], [])).revocable).toEqual({ untilHeight: null });
  });

  it('takes its fate from the node’s status, else (no answer) from the chain height', () => {
    expect(revocableFate(row, { status: 1, revoke_hash: '' }, 44)).toEqual({ kind: 'revocable', untilHeight: 45 });
    expect(revocableFate(row, { status: 0, revoke_hash: 'REVOKE-BB' }, 44)).toEqual({ kind: 'revoked', revokeHash: 'REVOKE-BB' });
    expect(revocableFate(row, { status: 0, revoke_hash: '' }, 44)).toEqual({ kind: 'final', sinceHeight: 45 });
    expect(revocableFate(row, null, 44)).toEqual({ kind: 'revocable', untilHeight: 45 });
    expect(revocableFate(row, null, 45)).toEqual({ kind: 'final', sinceHeight: 45 });
    // Not asked yet: a passed window may hide a revoke, so nothing is claimed.
    expect(revocableFate(row, undefined, 45)).toEqual({ kind: 'checking' });
    expect(revocableFate({ ...row, status: 'failed' }, { status: 1, revoke_hash: '' }, 44)).toBeUndefined();
  });

  it('never calls a revoked transfer sent or received', () => {
    const revoked = { kind: 'revoked', revokeHash: 'REVOKE-BB' } as const;
    expect(activityView(row, vault, plainName).title).toBe(`Sent (revocable) to ${to.slice(0, 8)}`);
    expect(activityView(row, vault, plainName, revoked)).toEqual({
      title: `Revoked transfer to ${to.slice(0, 8)}`,
      amount: { sign: '−', text: '10 GT' },
      fee: 'Fee 0.0001 GT',
    });
    expect(activityView(row, to, plainName, revoked)).toEqual({ title: `Revoked transfer from ${vault.slice(0, 8)}` });
    setPageLanguage('zh-CN');
    expect(activityView(row, to, plainName, revoked).title).toBe(`已撤销来自 ${vault.slice(0, 8)} 的转账`);
  });

  it('links a revoke to the transfer it revoked, and credits the retrieval account', () => {
    const security = addressFromPublicKey(new Uint8Array(32).fill(3));
    const revoke = {
      type: 'MsgRevoke',
      value: {
        vault_address: vaultGt1,
        security_address: security,
        revoke_address: to,
        height: '45',
        tx_hash: 'AB'.repeat(24),
        msg_index: '0',
        amount,
      },
    };
    const revokeRow = activityRow(record([revoke], ['0']));
    expect(activityView(revokeRow, vault, plainName).title).toBe('Revoked transfer ABABAB…ABABAB');
    expect(activityView(revokeRow, security, plainName).amount).toEqual({ sign: '+', text: '10 GT' });
  });
});

describe('address forms', () => {
  it('shows a vault in its vault form wherever a message names it in gt1', () => {
    const revoke = {
      type: 'MsgRevoke',
      value: { vault_address: vaultGt1, security_address: to, revoke_address: to, tx_hash: 'AB', msg_index: '0', amount },
    };
    const forms = addressForms([], [revoke]);
    expect(ownForm(forms, vaultGt1)).toBe(vault);
    expect(ownForm(forms, to)).toBe(to);
  });
  it('writes every address of a message in its own form, leaving other values alone', () => {
    const create = {
      type: 'MsgCreateVault',
      value: { from_address: to, to_address: vaultGt1, security_address: to, delay_height: '5', amount },
    };
    const shown = msgInOwnForms(create, addressForms([], [create]));
    expect(shown.value).toEqual({ ...create.value, to_address: vault });
  });
  it('prefers the form the wallet keeps and the messages use over a guessed one', () => {
    const gt2 = toForm(to, 'gt2');
    const vault2 = toForm(vaultGt1, 'vault2');
    const forms = addressForms(
      [{ id: 'm', name: 'Team', kind: 'multisig', address: gt2, publicKey: '', canSign: false }],
      [{ ...send, value: { ...send.value, from_address: vault2 } }],
    );
    expect(ownForm(forms, to)).toBe(gt2);
    expect(ownForm(forms, vaultGt1)).toBe(vault2);
  });
});

describe('the detail sheet', () => {
  it("labels a message's addresses as the approval renderers do, in the chosen language", () => {
    expect(addressLines(send)).toEqual([
      ['From vault', vault],
      ['To', to],
    ]);
    setPageLanguage('zh-CN');
    const labels = addressLines(send).map(([label]) => label);
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label).not.toMatch(/[A-Za-z]/);
    expect(addressLines({ type: 'MsgNobodyKnows', value: {} })).toEqual([]);
  });
});
