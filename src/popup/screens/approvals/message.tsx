import { useState } from 'preact/hooks';
import type { ApprovalOf } from '../../../shared/wallet-api';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { ShownText } from '../../tx/renderers/shown-text';
import { AccountLine, approvalAccount } from './signer';
import { t } from '../../i18n';

export function MessageApproval({ approval }: { approval: ApprovalOf<'signMessage'> }) {
  const { state } = useWallet();
  const [showHex, setShowHex] = useState(approval.message?.text == null);
  const text = approval.message?.text ?? null;
  const hex = approval.message?.hex ?? '';
  return (
    <>
      <section class="card">
        <dl class="kv">
          <div class="kv-row">
            <dt>{t('approvals.signer')}</dt>
            <dd>
              <AccountLine account={approvalAccount(approval, state)} fallbackId={approval.accountId} testId={TID.approvalSigner} />
            </dd>
          </div>
        </dl>
      </section>
      <section class="card">
        <h2 class="section-title">{t('approvals.message')}</h2>
        {text !== null ? (
          <div data-testid={TID.approvalMessageText}>
            <ShownText text={text} what="message" block />
          </div>
        ) : (
          <p class="muted small">{t('approvals.message.notText')}</p>
        )}
        <button type="button" class="link-button small" onClick={() => setShowHex(!showHex)}>
          {showHex ? t('approvals.message.hideHex') : t('approvals.message.showHex')}
        </button>
        {showHex && <pre class="raw-json">{hex || t('approvals.message.empty')}</pre>}
        <p class="muted small">{t('approvals.message.note')}</p>
      </section>
    </>
  );
}
