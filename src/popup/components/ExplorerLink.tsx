// A link to the selected network's block explorer for a tx or an address (shared/explorer.ts), in a
// new tab; nothing when the network names no explorer.
import { explorerUrl, type ExplorerKind } from '../../shared/explorer';
import { useWallet } from '../hooks/wallet';
import { TID } from '../testids';
import { t } from '../i18n';

export function ExplorerLink({ kind, value }: { kind: ExplorerKind; value: string }) {
  const { state } = useWallet();
  const href = explorerUrl(state.network.explorer, kind, value);
  if (!href) return null;
  return (
    <a
      class="link-button small explorer-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={kind === 'tx' ? TID.explorerTx : TID.explorerAddress}
      data-value={value}
    >
      {t('ui.explorer')}
    </a>
  );
}
