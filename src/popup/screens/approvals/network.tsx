import type { ApprovalOf } from '../../../shared/wallet-api';
import { ShownText } from '../../tx/renderers/labels';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';

export function NetworkApproval({ approval }: { approval: ApprovalOf<'addNetwork' | 'switchNetwork'> }) {
  const { state } = useWallet();
  const target = approval.network;
  const known = target ? state.networks.find((n) => n.chainId === target.chainId) : undefined;
  return (
    <section class="card" data-testid={TID.approvalNetwork}>
      <p class="muted">{approval.kind === 'addNetwork' ? 'This site asks to add a network to Vaultline.' : 'This site asks to switch the wallet to another network.'}</p>
      <dl class="kv">
        <div class="kv-row"><dt>Name</dt><dd><ShownText text={target?.name ?? known?.name ?? '—'} what="network name" /></dd></div>
        <div class="kv-row"><dt>Chain id</dt><dd><code><ShownText text={target?.chainId ?? '—'} what="chain id" /></code></dd></div>
        <div class="kv-row"><dt>REST URL</dt><dd class="break">{target?.restUrl ?? known?.restUrl ?? '—'}</dd></div>
        <div class="kv-row"><dt>Current</dt><dd>{state.network.name} ({state.network.chainId})</dd></div>
      </dl>
      {approval.kind === 'addNetwork' && <p class="warning">Only add nodes you trust: a node can show false balances and refuse or delay your transactions.</p>}
      {approval.kind === 'addNetwork' && <p class="muted small">When you approve, Vaultline checks the node first and adds it only if it answers as a GT ledger node and accepts chain id {target?.chainId ?? '—'}; otherwise the site gets the reason and nothing is saved.</p>}
    </section>
  );
}
