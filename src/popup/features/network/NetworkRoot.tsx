// Network: node status, latest block and block by height, foundation members.
import { PageHeader } from '../../components/ui';
import { useWallet } from '../../state';
import { TID } from '../../testids';
import { goSub, useHashParams } from '../common/nav';
import { Tabs } from '../common/ui';
import '../features.css';
import { BlocksTab } from './BlocksTab';
import { FoundationTab } from './FoundationTab';
import { StatusTab } from './StatusTab';

const TABS = [
  { id: 'status', label: 'Node' },
  { id: 'blocks', label: 'Blocks' },
  { id: 'foundation', label: 'Foundation' },
];

export function NetworkRoot() {
  const { state } = useWallet();
  const params = useHashParams();
  const tab = TABS.some((t) => t.id === params.get('tab')) ? params.get('tab')! : 'status';
  return (
    <div class="page" data-testid={TID.pageNetwork}>
      <PageHeader title="Network" />
      <main class="page-body">
        <div class="f-acting">
          <span class="network-pill"><span class="dot" />{state.network.name}</span>
          <span class="f-acting-text"><code class="small muted f-ellipsis" title={state.network.restUrl}>{state.network.restUrl}</code><span class="small muted">Chain {state.network.chainId}</span></span>
        </div>
        <Tabs tabs={TABS} active={tab} onSelect={(id) => goSub({ tab: id })} />
        {tab === 'status' && <StatusTab key={state.network.id} />}
        {tab === 'blocks' && <BlocksTab key={state.network.id} height={params.get('height')} />}
        {tab === 'foundation' && <FoundationTab key={state.network.id} />}
      </main>
    </div>
  );
}
