// The popup's own send (wallet_submitTx): built, signed and sent at once, the person having
// confirmed in the popup. It loads with the tx part (../actions.ts), as the rest of sending does.
import { CoreError } from '../../core/errors';
import { signStdTx } from '../../core/tx';
import type { WalletParams, WalletResults } from '../../shared/wallet-api';
import { selectedNetwork } from '../chain';
import { getAccount, isUnlocked, listAccounts, selectedAccountId, signingKeyFor } from '../keyring';
import { broadcastSigned } from './broadcast';
import { prepareTx } from './prepare';

export async function submitTx(params: WalletParams<'wallet_submitTx'>): Promise<WalletResults['wallet_submitTx']> {
  if (!(await isUnlocked())) throw new CoreError('locked', 'Unlock Vaultline first');
  const accountId = params.accountId ?? (await selectedAccountId());
  if (!accountId) throw new CoreError('unknown_account', 'No account to sign with', 'accountId');
  const account = await getAccount(accountId);
  if (account.kind === 'multisig')
    throw new CoreError('cannot_sign', `${account.name} is a multisig account; Vaultline holds no key for it`, 'accountId');
  const others = (await listAccounts()).filter((candidate) => candidate.id !== account.id && candidate.kind !== 'multisig');
  const network = await selectedNetwork();
  const request = {
    msgs: params.msgs,
    ...(params.fee ? { fee: params.fee } : {}),
    ...(params.memo !== undefined ? { memo: params.memo } : {}),
  };
  const prepared = await prepareTx(request, [account, ...others], network, { warnings: false });
  const keys = await Promise.all(prepared.signerIds.map((id) => signingKeyFor(id)));
  return broadcastSigned(signStdTx(prepared.tx, network.chainId, keys), network);
}
