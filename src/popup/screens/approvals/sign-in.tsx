// A sign-in (ledger_signIn) as a card naming the site: the origin, account, chain and lifetime the
// signed document will carry, never a raw text.
import type { ApprovalOf } from '../../../shared/wallet-api';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { ShownText } from '../../tx/renderers/shown-text';
import { AccountLine, approvalAccount } from './signer';
import { formatDuration, t } from '../../i18n';

export function SignInApproval({ approval }: { approval: ApprovalOf<'signIn'> }) {
  const { state } = useWallet();
  const { chainId, nonce, statement, expiresInSeconds } = approval.signIn;
  return (
    <section class="card" data-testid={TID.approvalSignIn}>
      <h2 class="section-title">{t('approvals.signIn.to')}</h2>
      <p class="break" data-testid={TID.approvalSignInSite}>
        <strong>{approval.origin}</strong>
      </p>
      {statement !== '' && (
        <p data-testid={TID.approvalSignInStatement}>
          <ShownText text={statement} what="message" />
        </p>
      )}
      <dl class="kv">
        <div class="kv-row">
          <dt>{t('approvals.signer')}</dt>
          <dd>
            <AccountLine account={approvalAccount(approval, state)} fallbackId={approval.accountId} testId={TID.approvalSigner} />
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('approvals.network.chainId')}</dt>
          <dd>
            <code>
              <ShownText text={chainId} what="chainId" />
            </code>
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('approvals.signIn.validFor')}</dt>
          <dd>{formatDuration(expiresInSeconds)}</dd>
        </div>
        <div class="kv-row">
          <dt>{t('approvals.signIn.nonce')}</dt>
          <dd>
            <code class="break">{nonce}</code>
          </dd>
        </div>
      </dl>
      <p class="muted small">{t('approvals.signIn.note', { site: approval.origin })}</p>
    </section>
  );
}
