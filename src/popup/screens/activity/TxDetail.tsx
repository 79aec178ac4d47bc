// One tx in full: every message with its addresses in their account's own form and named, the
// revocable state in words, then fee, memo, height, time and hash. Field labels are the approval
// renderers' (fieldLabel), in the popup's language.
import { CopyButton } from '../../components/CopyButton';
import { t } from '../../i18n';
import { addressLines, coinText, msgLine, type ActivityRow } from '../../lib/activity';
import { formatCoins, formatTime, shortAddr } from '../../lib/format';
import { TID } from '../../testids';
import { AddContactButton, ownAccount } from '../../tx/renderers/labels';
import { MemoText } from '../../tx/renderers/shown-text';
import { ExplorerLink } from '../../components/ExplorerLink';
import { useContacts, contactFor } from '../../hooks/contacts';

import { useWallet } from '../../hooks/wallet';

/** `nameOf` names an address (shortened when unknown); `formOf` gives it in its account's own form. */
export function TxDetail({
  row,
  fate,
  nameOf,
  formOf,
}: {
  row: ActivityRow;
  fate?: string;
  nameOf(address: string): string;
  formOf(address: string): string;
}) {
  const msgs = row.tx?.msgs ?? [];
  const { state } = useWallet();
  const contacts = useContacts();
  // A counterparty that is neither one of ours nor a contact yet can be added from here.
  const addable = (address: string) => contacts !== null && !contactFor(contacts, address) && !ownAccount(address, state.accounts);
  return (
    <dl class="activity-detail" data-testid={TID.activityDetail}>
      {msgs.length === 0 && (
        <>
          <dt>{t('activity.detail.transaction')}</dt>
          <dd>{row.summary}</dd>
        </>
      )}
      {msgs.map((msg, i) => (
        <div class="activity-msg" key={i}>
          <dt>{msgs.length > 1 ? t('activity.detail.messageN', { n: String(i + 1) }) : t('activity.detail.message')}</dt>
          <dd>{msgLine(msg)}</dd>
          {addressLines(msg).map(([label, raw]) => {
            const address = formOf(raw);
            const name = nameOf(address);
            return (
              <div key={`${label}-${address}`} class="activity-address">
                <dt>{label}</dt>
                <dd data-testid={TID.activityAddress} data-address={address} data-name={name === shortAddr(address) ? '' : name}>
                  <span class="strong">{name === shortAddr(address) ? '' : `${name} · `}</span>
                  <code class="break">{address}</code>
                  <ExplorerLink kind="address" value={address} />
                  {addable(address) && <AddContactButton address={address} />}
                </dd>
              </div>
            );
          })}
          {msg.type === 'MsgRevoke' && typeof msg.value.tx_hash === 'string' && (
            <>
              <dt>{t('activity.detail.revokedTransfer')}</dt>
              <dd>
                <code class="break">{msg.value.tx_hash}</code>
              </dd>
            </>
          )}
          {'amount' in msg.value && (
            <>
              <dt>{t('activity.detail.amount')}</dt>
              <dd>{coinText(msg.value.amount)}</dd>
            </>
          )}
        </div>
      ))}
      {fate && (
        <>
          <dt>{t('activity.detail.state')}</dt>
          <dd data-testid={TID.activityDetailState}>{fate}</dd>
        </>
      )}
      {row.tx && (
        <>
          <dt>{t('activity.detail.fee')}</dt>
          <dd>{formatCoins(row.tx.fee)}</dd>
        </>
      )}
      {row.tx?.memo && (
        <>
          <dt>{t('activity.detail.memo')}</dt>
          <dd>
            <MemoText memo={row.tx.memo} />
          </dd>
        </>
      )}
      <dt>{t('activity.detail.block')}</dt>
      <dd>{row.height || '—'}</dd>
      {row.time !== null && (
        <>
          <dt>{t('activity.detail.time')}</dt>
          <dd>{formatTime(row.time)}</dd>
        </>
      )}
      <dt>{t('activity.detail.hash')}</dt>
      <dd class="hash-line">
        <code class="break">{row.txhash}</code>
        <CopyButton value={row.txhash} compact />
        <ExplorerLink kind="tx" value={row.txhash} />
      </dd>
    </dl>
  );
}
