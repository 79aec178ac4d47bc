import type { ApprovalView } from '../../../shared/wallet-api';
import { useWallet } from '../../hooks/wallet';
import { AccountLine, approvalAccount } from './signer';

export function ConnectApproval({ approval }: { approval: ApprovalView }) {
  const { state } = useWallet();
  const account = approvalAccount(approval, state);
  return (
    <>
      <section class="card">
        <h2 class="section-title">Account to connect</h2>
        <AccountLine account={account} fallbackId={approval.accountId} />
        <p class="muted small">Switch the selected account in the wallet to connect another one.</p>
      </section>
      <section class="card">
        <h2 class="section-title">This site will be able to</h2>
        <ul class="bullets">
          <li>See the address and public key of this account</li>
          <li>See the selected network ({state.network.name}, {state.network.chainId})</li>
          <li>Ask you to sign transactions and messages (each one needs your approval)</li>
        </ul>
        <p class="muted small">It cannot move funds without your approval. You can revoke it in Connected sites.</p>
      </section>
    </>
  );
}
