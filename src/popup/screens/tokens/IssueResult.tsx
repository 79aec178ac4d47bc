// After issuing: re-read the token list until the new on-chain symbol (with suffix) shows up.
import { CopyButton } from '../../components/CopyButton';
import { Loading } from '../../components/ui';
import { ledger } from '../../lib/ledger';
import { usePoll } from '../../hooks/usePoll';
import { goSub } from '../../lib/router';
import { findIssuedSymbol } from './lib';
import { t } from '../../i18n';

export function IssueResult({
  issuer,
  requested,
  before,
  onClose,
}: {
  issuer: string;
  requested: string;
  before: Set<string>;
  onClose(): void;
}) {
  const { value: symbol, gaveUp } = usePoll(
    async () => findIssuedSymbol(await ledger.tokens(), issuer, requested, before) ?? undefined,
    [issuer, requested, before],
  );

  return (
    <div class="result">
      {symbol ? (
        <>
          <div class="result-mark">✓</div>
          <p class="muted">{t('tokens.result.symbol')}</p>
          <span class="f-big-symbol">{symbol}</span>
          <CopyButton value={symbol} />
          <p class="muted small">{t('tokens.result.uses', { symbol })}</p>
          <button class="btn primary block" onClick={() => goSub({ tab: 'all', symbol })}>
            {t('tokens.result.open', { symbol })}
          </button>
        </>
      ) : gaveUp ? (
        <p class="warning">{t('tokens.result.notYet', { requested })}</p>
      ) : (
        <div>
          <Loading label={t('tokens.result.waiting', { requested })} />
        </div>
      )}
      <button class="btn block" onClick={onClose}>
        {t('tokens.result.done')}
      </button>
    </div>
  );
}
