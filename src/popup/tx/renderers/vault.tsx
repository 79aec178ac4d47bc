import type { MsgRenderer } from './renderer-type';
import { Explain, Headline, NotYours, Row, Rows, inForm, text } from './parts';
import { t } from '../../i18n';
import { TID } from '../../testids';

/** A block count as the message wrote it: a number when it reads as one (plural and grouping), else as it is. */
function blocksParams(value: unknown): { count: number | string } {
  const blocks = text(value);
  return { count: /^\d{1,15}$/.test(blocks) ? Number(blocks) : blocks };
}

function blocksText(value: unknown): string {
  return t('renderers.vault.blocks', blocksParams(value));
}

export const CreateVaultView: MsgRenderer = ({ msg }) => {
  const vault = inForm(msg.value.to_address, text(msg.value.pubkey) ? 'vault2' : 'vault1');
  return (
    <div class="f-msg">
      <Headline value={msg.value.amount} />
      <Rows>
        <Row label={t('renderers.vault.fundedFrom')} value={msg.value.from_address} />
        <Row label={t('renderers.vault.newVault')} value={vault ?? msg.value.to_address} />
        <Row label={t('renderers.vault.retrieval')} value={msg.value.security_address} />
        <Row label={t('renderers.vault.delay')} value={blocksText(msg.value.delay_height)} />
        <Row label={t('renderers.vault.clearingHeight')} value={msg.value.clearing_height} />
        {text(msg.value.pubkey) !== '' && <Row label={t('renderers.vault.multisigKey')} value={msg.value.pubkey} />}
      </Rows>
      <Explain>{t('renderers.vault.createExplain', blocksParams(msg.value.delay_height))}</Explain>
      <NotYours address={msg.value.to_address}>{t('renderers.vault.notYourVault')}</NotYours>
      <NotYours address={msg.value.security_address}>{t('renderers.vault.notYourRetrieval')}</NotYours>
    </div>
  );
};

export const RevocableSendView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows>
      <Row label={t('renderers.vault.fromVault')} value={inForm(msg.value.from_address, 'vault1') ?? msg.value.from_address} />
      <Row label={t('renderers.vault.to')} value={msg.value.to_address} />
    </Rows>
    <Explain>{t('renderers.revocableNote')}</Explain>
  </div>
);

export const RevokeView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Headline value={msg.value.amount} />
    <Rows>
      <Row label={t('renderers.vault.vault')} value={inForm(msg.value.vault_address, 'vault1') ?? msg.value.vault_address} />
      <Row label={t('renderers.vault.takenBackFrom')} value={msg.value.revoke_address} />
      <Row label={t('renderers.vault.returnedTo')} value={msg.value.security_address} />
      <Row label={t('renderers.vault.transfer')} value={`${text(msg.value.tx_hash).slice(0, 16)}… #${text(msg.value.msg_index)}`} />
      {/* MsgRevoke's height is the transfer's effect height, as the node lists it (not when it was sent). */}
      <Row label={t('renderers.vault.finalAt')} value={msg.value.height} testId={TID.revokeFinalHeight} />
    </Rows>
    <Explain tone="warning">{t('renderers.vault.revokeExplain')}</Explain>
    <NotYours address={msg.value.security_address}>{t('renderers.vault.revokeNotYours')}</NotYours>
  </div>
);

export const UpdateClearingHeightView: MsgRenderer = ({ msg }) => (
  <div class="f-msg">
    <Rows>
      <Row label={t('renderers.vault.vault')} value={inForm(msg.value.vault_address, 'vault1') ?? msg.value.vault_address} />
      <Row label={t('renderers.vault.newClearing')} value={msg.value.clearing_height} />
    </Rows>
    <Explain>{t('renderers.vault.clearingExplain')}</Explain>
  </div>
);

export const ClearVaultView: MsgRenderer = ({ msg }) => {
  const vaults = Array.isArray(msg.value.vault_address)
    ? msg.value.vault_address.map((a: string) => inForm(a, 'vault1') ?? a)
    : msg.value.vault_address;
  return (
    <div class="f-msg">
      <Rows>
        <Row label={t('renderers.vault.retrieval')} value={msg.value.from_address} />
        <Row label={t('renderers.vault.vaults')} value={vaults} />
      </Rows>
      <Explain tone="warning">{t('renderers.vault.clearExplain')}</Explain>
    </div>
  );
};
