// A dApp's message is validated once where it enters the background, not again by every step
// behind that point (issue 11 §2): counted at validateMsg itself.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { installFakeChrome } from './fakeChrome';
import { fakeLedger } from './fakeLedger';
import { answerOf, MNEMONIC, send, waitForApprovals, walletBackground } from './harness';

const calls = vi.hoisted(() => ({ validateMsg: 0 }));
vi.mock('../../src/core/messages/index', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/messages/index')>();
  return {
    ...actual,
    validateMsg: (msg: unknown) => {
      calls.validateMsg += 1;
      return actual.validateMsg(msg);
    },
  };
});

const recipient = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(5)).kL));

describe('validation on the provider path', () => {
  beforeEach(() => {
    calls.validateMsg = 0;
  });

  it('checks a ledger_sendTx message once to queue it and once at the key when it is signed', async () => {
    const fake = installFakeChrome();
    const ledger = fakeLedger();
    const { bg, me } = await walletBackground(fake, ledger);
    ledger.balances.set(me, [{ denom: 'NANOGT', amount: '1000000000000' }]);
    const port = fake.connectPort('https://dapp.example', 1);
    const connect = send(port, 'ledger_requestAccounts');
    const [approval] = await waitForApprovals(bg, 1);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    await answerOf(port, connect);

    calls.validateMsg = 0;
    const id = send(port, 'ledger_sendTx', {
      msgs: [{ type: 'MsgSend', value: { to_address: recipient, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
    });
    const [pending] = await waitForApprovals(bg, 1);
    // prepareTx's check, and the review of what the tx spends (core's reviewTx takes any tx).
    expect(calls.validateMsg).toBe(2);

    calls.validateMsg = 0;
    await bg.ok('wallet_resolveApproval', { approvalId: pending!.id, approved: true });
    expect((await answerOf(port, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    // signStdTx at the key and the broadcast's Activity record (summary, signers); the fake
    // node's own verifyStdTx and txHash count two more.
    expect(calls.validateMsg).toBe(4);
  });
});
