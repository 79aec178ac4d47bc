// A network's name as the popup shows it: a built-in network's in the page's language ("本地开发网"),
// any other as the person (or the site that proposed it) named it.
import type { NetworkView } from '../../shared/wallet-api';
import { t, type MessageKey } from '../i18n';

const BUILTIN_NAMES: Record<string, MessageKey> = {
  devnet: 'ui.network.builtin.devnet',
  mainnet: 'ui.network.builtin.mainnet',
  testnet: 'ui.network.builtin.testnet',
};

/** Built-in networks are known by their ids (an added network's id is `net-<uuid>`). */
export function networkName(network: Pick<NetworkView, 'id' | 'name'>): string {
  const key = Object.hasOwn(BUILTIN_NAMES, network.id) ? BUILTIN_NAMES[network.id] : undefined;
  return key ? t(key) : network.name;
}
