// Network: node status, latest block and block by height, foundation members.
import { callWallet } from '../../lib/api';
import { PageHeader, Tabs } from '../../components/ui';
import { useAsync, useNetworkHealth } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { goSub, useRouteParams } from '../../lib/router';
import { BlocksTab } from './BlocksTab';
import { DevnetTab } from './DevnetTab';
import { EndpointsTab } from './EndpointsTab';
import { FoundationTab } from './FoundationTab';
import { StatusTab } from './StatusTab';
import { TID } from '../../testids';
import { t } from '../../i18n';
import { networkName } from '../../lib/network-name';

const TAB_IDS = ['status', 'endpoints', 'blocks', 'foundation'] as const;

export function NetworkRoot() {
  const { state } = useWallet();
  const params = useRouteParams();
  // The endpoint reads go to now, once the check says which.
  const inUse = useNetworkHealth(state.network.id).health?.restUrl ?? state.network.restUrl;
  const devnet = useAsync(() => callWallet('wallet_devnet', { action: 'detect' }), [state.network.id]);
  const tabs = (devnet.data?.devnet ? [...TAB_IDS, 'devnet' as const] : TAB_IDS).map((id) => ({ id, label: t(`network.tab.${id}`) }));
  const tab = tabs.some((t) => t.id === params.get('tab')) ? params.get('tab')! : 'status';
  return (
    <div class="page">
      <PageHeader title={t('network.title')} />
      <main class="page-body">
        <div class="f-acting">
          <span class="network-pill" title={networkName(state.network)}>
            <span class="dot" />
            {networkName(state.network)}
          </span>
          <span class="f-acting-text">
            <code class="small muted break" data-testid={TID.networkInUse}>
              {inUse}
            </code>
            <span class="small muted break">{t('network.chain', { chainId: state.network.chainId })}</span>
          </span>
        </div>
        <Tabs tabs={tabs} active={tab} onSelect={(id) => goSub({ tab: id })} />
        {tab === 'status' && <StatusTab key={state.network.id} />}
        {tab === 'endpoints' && <EndpointsTab key={state.network.id} />}
        {tab === 'blocks' && <BlocksTab key={state.network.id} height={params.get('height')} />}
        {tab === 'foundation' && <FoundationTab key={state.network.id} />}
        {tab === 'devnet' && <DevnetTab key={state.network.id} />}
      </main>
    </div>
  );
}
