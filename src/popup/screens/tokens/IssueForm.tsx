// Issue a token: symbol rules enforced as typed, the 200 GT cost up front, then the on-chain
// symbol (with the ledger's suffix) found by re-reading the token list.
import { useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Coin, Msg } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { Field } from '../../components/ui';
import { useAction, useDefaultFee } from '../../hooks/data';
import { checkUnits } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { ledger } from '../../lib/ledger';
import { ISSUE_COST_NANOGT } from '../../lib/issue-cost';
import { SYMBOL_MAX, symbolRules, typedSymbol, validSymbol } from './lib';
import { IssueResult } from './IssueResult';
import { amountOf, gtText } from '../../lib/format';
import { t } from '../../i18n';

const NAME_MAX = 64;

export function IssueForm({
  account,
  balances,
  balanceError,
  onIssued,
}: {
  account: AccountView;
  balances: Coin[] | undefined;
  balanceError: string | null;
  onIssued(): void;
}) {
  const [symbol, setSymbol] = useState('');
  const [name, setName] = useState('');
  const [supply, setSupply] = useState('');
  const [mintable, setMintable] = useState(false);
  const [freezable, setFreezable] = useState(false);
  const [draft, setDraft] = useState<{ msg: Msg; before: Set<string> } | null>(null);
  const [issued, setIssued] = useState<{ requested: string; before: Set<string> } | null>(null);
  const prepare = useAction();
  const { fee } = useDefaultFee();
  const gtBalance = amountOf(balances ?? [], NANOGT);
  const rules = symbolRules(symbol);
  const supplyCheck = checkUnits(supply);
  const nameError =
    name.trim() === '' ? t('tokens.issue.nameMissing') : name.length > NAME_MAX ? t('tokens.issue.nameLong', { max: NAME_MAX }) : null;
  const fundsError =
    balances !== undefined && gtBalance < ISSUE_COST_NANOGT + fee
      ? t('tokens.issue.funds', { need: gtText(ISSUE_COST_NANOGT + fee), balance: gtText(gtBalance) })
      : null;
  const ready =
    validSymbol(symbol) && nameError === null && supplyCheck.ok && balances !== undefined && fundsError === null && account.canSign;

  if (issued)
    return (
      <IssueResult
        issuer={account.address}
        requested={issued.requested}
        before={issued.before}
        onClose={() => {
          setIssued(null);
          setSymbol('');
          setName('');
          setSupply('');
        }}
      />
    );
  if (draft) {
    return (
      <ConfirmTx
        title={t('tokens.issue.confirm', { symbol })}
        signer={account}
        msgs={[draft.msg]}
        submitLabel={t('tokens.issue.submit')}
        onCancel={() => setDraft(null)}
        onDone={() => {
          setIssued({ requested: symbol, before: draft.before });
          setDraft(null);
          onIssued();
        }}
        doneTitle={t('tokens.issue.done')}
        notes={
          <>
            <strong>{t('tokens.issue.noteStrong', { cost: gtText(ISSUE_COST_NANOGT) })}</strong>
            {t('tokens.issue.note', { symbol })}
          </>
        }
      />
    );
  }

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !supplyCheck.ok) return;
    const total = supplyCheck.value.toString();
    void prepare.run(async () => {
      const before = new Set((await ledger.tokens()).map((t) => t.value?.symbol).filter((s): s is string => typeof s === 'string'));
      setDraft({
        before,
        msg: makeMsg('IssueToken', {
          source_address: toGt1(account.address),
          token_name: name.trim(),
          symbol,
          total_supply: total,
          mintable,
          freezable,
        }),
      });
    });
  };

  return (
    <form class="form" onSubmit={review}>
      <p class="warning">
        <strong>{t('tokens.issue.warningStrong')}</strong>
        {t('tokens.issue.warning', { name: account.name })}
      </p>
      <Field
        label={t('tokens.issue.symbol')}
        hint={t('tokens.issue.symbolHint', { length: symbol.length, max: SYMBOL_MAX, example: symbol || 'ABC' })}
      >
        <input
          class="f-symbol-input"
          autoComplete="off"
          spellcheck={false}
          maxLength={SYMBOL_MAX}
          placeholder="ABC"
          value={symbol}
          onInput={(e) => {
            const kept = typedSymbol(e.currentTarget.value);
            e.currentTarget.value = kept;
            setSymbol(kept);
          }}
        />
      </Field>
      <ul class="f-rules" data-valid={String(validSymbol(symbol))}>
        {rules.map((rule) => (
          <li key={rule.label} class={rule.met ? 'met' : ''}>
            {rule.label}
          </li>
        ))}
      </ul>
      <Field label={t('tokens.issue.name')} error={name !== '' ? nameError : null}>
        <input
          autoComplete="off"
          maxLength={NAME_MAX}
          placeholder={t('tokens.issue.namePlaceholder')}
          value={name}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </Field>
      <Field
        label={t('tokens.issue.supply')}
        error={supply.trim() !== '' && !supplyCheck.ok ? supplyCheck.error : null}
        hint={t('tokens.issue.supplyHint')}
      >
        <input
          inputMode="numeric"
          autoComplete="off"
          placeholder="1000000"
          value={supply}
          onInput={(e) => setSupply(e.currentTarget.value)}
        />
      </Field>
      <label class="checkbox">
        <input type="checkbox" checked={mintable} onChange={(e) => setMintable(e.currentTarget.checked)} />
        <span>
          {t('tokens.issue.mintable')} <span class="muted small">{t('tokens.issue.mintableHelp')}</span>
        </span>
      </label>
      <label class="checkbox">
        <input type="checkbox" checked={freezable} onChange={(e) => setFreezable(e.currentTarget.checked)} />
        <span>
          {t('tokens.issue.freezable')} <span class="muted small">{t('tokens.issue.freezableHelp')}</span>
        </span>
      </label>
      <p class="muted small">{t('tokens.issue.fixed')}</p>
      {fundsError && <p class="error-box">{fundsError}</p>}
      {balanceError && <p class="error-box">{balanceError}</p>}
      {prepare.error && <p class="error-box">{prepare.error}</p>}
      <button class="btn primary block" disabled={!ready || prepare.busy}>
        {t('tokens.issue.review')}
      </button>
    </form>
  );
}
