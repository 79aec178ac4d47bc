// The selected network's block explorer links: an https URL template for a tx (`{tx}`) and one for an
// address (`{address}`), checked here and again by the background (shared/explorer.ts); empty for none.
import { useEffect, useState } from 'preact/hooks';
import { explorerTemplateError, type ExplorerKind } from '../../../shared/explorer';
import { ErrorBox, Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { callWallet } from '../../lib/api';
import { TID } from '../../testids';
import { t } from '../../i18n';
import { networkName } from '../../lib/network-name';

function templateError(kind: ExplorerKind, text: string): string | null {
  if (text.trim() === '' || explorerTemplateError(kind, text.trim()) === null) return null;
  return t('settings.explorer.bad', { placeholder: kind === 'tx' ? '{tx}' : '{address}' });
}

export function ExplorerSettings() {
  const { state, setState } = useWallet();
  const network = state.network;
  const action = useAction();
  const [tx, setTx] = useState(network.explorer?.tx ?? '');
  const [address, setAddress] = useState(network.explorer?.address ?? '');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setTx(network.explorer?.tx ?? '');
    setAddress(network.explorer?.address ?? '');
    setSaved(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form starts again from the stored links only when another network is shown, never while the person types
  }, [network.id]);
  const txError = templateError('tx', tx);
  const addressError = templateError('address', address);
  const save = (event: Event) => {
    event.preventDefault();
    if (txError || addressError) return;
    void action.run(async () => {
      setState(await callWallet('wallet_setExplorer', { networkId: network.id, tx: tx.trim(), address: address.trim() }));
      setSaved(true);
    });
  };
  const edit = (set: (text: string) => void) => (e: { currentTarget: HTMLInputElement }) => {
    set(e.currentTarget.value);
    setSaved(false);
  };
  return (
    <section class="card settings-section">
      <h2 class="section-title">{t('settings.explorer.title', { name: networkName(network) })}</h2>
      <form class="form" onSubmit={save}>
        <Field label={t('settings.explorer.tx')} error={txError} hint={t('settings.explorer.txHint')}>
          <input
            data-testid={TID.explorerTxInput}
            spellcheck={false}
            autoComplete="off"
            maxLength={500}
            placeholder="https://explorer.example/tx/{tx}"
            value={tx}
            onInput={edit(setTx)}
          />
        </Field>
        <Field label={t('settings.explorer.address')} error={addressError} hint={t('settings.explorer.addressHint')}>
          <input
            data-testid={TID.explorerAddressInput}
            spellcheck={false}
            autoComplete="off"
            maxLength={500}
            placeholder="https://explorer.example/address/{address}"
            value={address}
            onInput={edit(setAddress)}
          />
        </Field>
        {action.error && <ErrorBox message={action.error} />}
        {saved && (
          <p class="field-ok" data-testid={TID.explorerSaved}>
            {t('settings.explorer.saved')}
          </p>
        )}
        <button class="btn block" data-testid={TID.explorerSave} disabled={Boolean(txError || addressError) || action.busy}>
          {t('settings.explorer.save')}
        </button>
      </form>
    </section>
  );
}
