import type { ApprovalOf } from '../../../shared/wallet-api';
import { ShownText } from '../../tx/renderers/shown-text';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { t } from '../../i18n';
import { networkName } from '../../lib/network-name';

export function NetworkApproval({ approval }: { approval: ApprovalOf<'addNetwork' | 'switchNetwork'> }) {
  const { state } = useWallet();
  const target = approval.network;
  const known = target ? state.networks.find((n) => n.chainId === target.chainId) : undefined;
  return (
    <section class="card" data-testid={TID.approvalNetwork}>
      <p class="muted">{approval.kind === 'addNetwork' ? t('approvals.network.add') : t('approvals.network.switch')}</p>
      <dl class="kv">
        <div class="kv-row">
          <dt>{t('approvals.network.name')}</dt>
          <dd>
            <ShownText text={target?.name ?? known?.name ?? '—'} what="networkName" />
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('approvals.network.chainId')}</dt>
          <dd>
            <code>
              <ShownText text={target?.chainId ?? '—'} what="chainId" />
            </code>
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('approvals.network.url')}</dt>
          <dd class="break">{target?.restUrl ?? known?.restUrl ?? '—'}</dd>
        </div>
        <div class="kv-row">
          <dt>{t('approvals.network.current')}</dt>
          <dd>
            {networkName(state.network)} ({state.network.chainId})
          </dd>
        </div>
      </dl>
      {approval.kind === 'addNetwork' && <p class="warning">{t('approvals.network.trust')}</p>}
      {approval.kind === 'addNetwork' && <p class="muted small">{t('approvals.network.check', { chain: target?.chainId ?? '—' })}</p>}
    </section>
  );
}
