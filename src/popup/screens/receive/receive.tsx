import { CopyButton } from '../../components/CopyButton';
import { Qr } from '../../components/Qr';
import { EmptyState, PageHeader } from '../../components/ui';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';

export function ReceivePage() {
  const { state } = useWallet();
  const account = selectedAccount(state);
  return (
    <div class="page">
      <PageHeader title="Receive" />
      <main class="page-body center">
        {!account ? (
          <EmptyState title="No account selected" />
        ) : (
          <>
            <p class="field-label">{account.name} · {state.network.name}</p>
            <div class="qr-frame"><Qr text={account.address} testId={TID.receiveQr} /></div>
            <p class="address-full" data-testid={TID.receiveAddress}>{account.address}</p>
            <CopyButton value={account.address} label="Copy address" testId={TID.receiveCopy} />
            <p class="muted small">Send only GT ledger assets on {state.network.chainId} to this address.</p>
          </>
        )}
      </main>
    </div>
  );
}
