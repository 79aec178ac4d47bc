// Co-sign: paste a bundle (or several of the same tx) or open a file, then review it in BundleView.
import { useState } from 'preact/hooks';
import type { MultisigBundleView } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { ErrorBox, Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { TID } from '../../testids';
import { BundleView } from '../../tx/BundleView';
import { t } from '../../i18n';

/** Bundle texts in a pasted text or file: each starts with the prefix; line breaks inside are fine. */
export function bundleTexts(text: string): string[] {
  return text
    .split(/(?=vaultline-multisig:)/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function CosignImport({ onClose }: { onClose(): void }) {
  const [text, setText] = useState('');
  const [view, setView] = useState<MultisigBundleView | null>(null);
  const action = useAction();
  if (view) return <BundleView view={view} onChange={setView} onClose={onClose} />;

  const read = (source = text) =>
    action.run(async () => {
      const bundles = bundleTexts(source);
      if (bundles.length === 0) throw new Error(t('multisig.cosign.paste'));
      setView(await callWallet('wallet_multisigInspect', { bundles: bundles.slice(0, 16) }));
    });
  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 1_000_000) return action.setError(t('multisig.cosign.tooLarge'));
    const content = await file.text();
    setText(content);
    await read(content);
  };
  return (
    <div class="form">
      <h2 class="approval-title">{t('multisig.cosign.title')}</h2>
      <p class="muted small">{t('multisig.cosign.intro')}</p>
      <Field label={t('multisig.cosign.bundle')}>
        <textarea
          class="mono small"
          rows={6}
          data-testid={TID.multisigImportText}
          placeholder="vaultline-multisig:1:…"
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </Field>
      <input type="file" accept=".txt,text/plain" onChange={(e) => void openFile(e.currentTarget.files?.[0])} />
      {action.error && <ErrorBox message={action.error} testId={TID.multisigImportError} />}
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={onClose}>
          {t('multisig.cancel')}
        </button>
        <button
          class="btn primary"
          data-testid={TID.multisigImportRead}
          disabled={text.trim() === '' || action.busy}
          onClick={() => void read()}
        >
          {t('multisig.review')}
        </button>
      </div>
    </div>
  );
}
