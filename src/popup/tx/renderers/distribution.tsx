// A change of where staking rewards go: every future reward follows it, so an address that is not
// yours is a warning, like a vault's (issue 26, attack 6).
import type { MsgRenderer } from './renderer-type';
import { GenericMsg } from './GenericMsg';
import { NotYours } from './parts';
import { t } from '../../i18n';

export const ModifyWithdrawAddressView: MsgRenderer = (props) => (
  <div class="f-msg">
    <GenericMsg {...props} />
    <NotYours address={props.msg.value.withdraw_address}>{t('renderers.withdrawAddress.notYours')}</NotYours>
  </div>
);
