// Which chain is at stake, on every screen where funds move (send review, approval window, multisig
// bundle): the network by name and chain id; Mainnet, where funds are real, looks unlike the others.
import type { NetworkView } from '../../shared/wallet-api';
import { TID } from '../testids';
import { t } from '../i18n';
import { networkName } from '../lib/network-name';

export function NetworkBadge({ network }: { network: Pick<NetworkView, 'id' | 'name' | 'chainId'> }) {
  const mainnet = network.id === 'mainnet';
  return (
    <p
      class={mainnet ? 'network-badge mainnet' : 'network-badge'}
      data-testid={TID.networkBadge}
      data-network-id={network.id}
      data-mainnet={String(mainnet)}
    >
      {mainnet
        ? t('ui.networkBadge.mainnet', { name: networkName(network) })
        : t('ui.networkBadge.other', { name: networkName(network), chain: network.chainId })}
    </p>
  );
}
