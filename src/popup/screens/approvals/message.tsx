import { useState } from 'preact/hooks';
import type { ApprovalOf } from '../../../shared/wallet-api';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { ShownText } from '../../tx/renderers/labels';
import { AccountLine, approvalAccount } from './signer';

export function MessageApproval({ approval }: { approval: ApprovalOf<'signMessage'> }) {
  const { state } = useWallet();
  const [showHex, setShowHex] = useState(approval.message?.text == null);
  const text = approval.message?.text ?? null;
  const hex = approval.message?.hex ?? '';
  return (
    <>
      <section class="card">
        <dl class="kv">
          <div class="kv-row"><dt>Signer</dt><dd><AccountLine account={approvalAccount(approval, state)} fallbackId={approval.accountId} testId={TID.approvalSigner} /></dd></div>
        </dl>
      </section>
      <section class="card">
        <h2 class="section-title">Message</h2>
        {text !== null ? <div data-testid={TID.approvalMessageText}><ShownText text={text} what="message" block /></div> : <p class="muted small">The data is not readable text; its bytes are shown as hex.</p>}
        <button type="button" class="link-button small" onClick={() => setShowHex(!showHex)}>{showHex ? 'Hide hex' : 'Show hex'}</button>
        {showHex && <pre class="raw-json">{hex || '(empty)'}</pre>}
        <p class="muted small">Signing a message proves you control this account. It is signed inside a document that can never be a valid transaction.</p>
      </section>
    </>
  );
}
