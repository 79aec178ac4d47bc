// The words of a tx warning (shared/warnings.ts) and of a hidden-characters note, in the popup's
// language: the background and core send codes with their data, and only the popup writes words.
import { isTxWarning } from '../../shared/warnings';
import { formatDuration, t } from '../i18n';
import { formatCoin, gtLabel } from './format';

const coin = (denom: string, amount: string) => formatCoin({ denom, amount });

/** One warning in words; anything that is not a known warning reads as a problem this version cannot describe. */
/** A TxWarning or ReviewFinding; anything else (an older background's shape) reads as an unknown warning. */
export function warningText(warning: unknown): string {
  if (!isTxWarning(warning)) return t('renderers.warning.unknown');
  switch (warning.code) {
    case 'insufficientBalance': {
      const { account, denom, needs, has } = warning.params;
      return t('renderers.warning.insufficientBalance', { account, needs: coin(denom, needs), has: coin(denom, has) });
    }
    case 'feeHigh':
      return t('renderers.warning.feeHigh', {
        fee: gtLabel(warning.params.fee),
        usual: gtLabel(warning.params.usual),
        factor: warning.params.factor,
      });
    case 'feeShare':
      return t('renderers.warning.feeShare', {
        fee: gtLabel(warning.params.fee),
        account: warning.params.account,
        balance: gtLabel(warning.params.balance),
      });
    case 'windowStartsFar': {
      const { start, latest, blocks, seconds } = warning.params;
      const count = Number(blocks);
      return /^\d+$/.test(seconds ?? '')
        ? t('renderers.warning.windowStartsLater', { start, latest, count, duration: formatDuration(Number(seconds)) })
        : t('renderers.warning.windowStartsFar', { start, latest, count });
    }
    case 'longWindow':
    case 'windowEnded':
    case 'windowEndsFar':
    case 'windowUnchecked':
    case 'balanceUnchecked':
    case 'multisigSigner':
    case 'otherSiteSignIn':
      return t(`renderers.warning.${warning.code}`, warning.params);
  }
}

export type HiddenWhat = 'accountName' | 'amount' | 'chainId' | 'fee' | 'memo' | 'message' | 'networkName' | 'text' | 'tokenSymbol';

/** The note beside text that held invisible or direction-changing characters (`hidden`: core's U+XXXX list). */
export function hiddenText(what: HiddenWhat, hidden: readonly string[]): string {
  return t('renderers.hidden.warning', { what: t(`renderers.hidden.${what}`), chars: hidden.join(', ') });
}
