// Create a vault: the wallet keeps the vault's fresh key; the person picks who funds it, the
// retrieval account, the delay and the clearing height (with time estimates from the block rate),
// optionally a multisig key, and the first deposit.
import { useState } from 'preact/hooks';
import { NANOGT, formatGT } from '../../../core/amount';
import { addressFromAminoPubKey, decodeBech32PubKey, parseMultisigKey, toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { callWallet } from '../../lib/api';
import { Field, Chips } from '../../components/ui';
import { useAction, useAsync, useDefaultFee } from '../../hooks/data';
import { selectedAccount, useWallet } from '../../hooks/wallet';
import { checkAddress, checkBlocks, checkGt, type Checked } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { ledger } from '../../lib/ledger';
import { goSub } from '../../lib/router';
import { useBlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { clearingEstimate, clearingPresets, createVaultProblem, delayPresets, etaText, minClearingHeight } from './lib';
import { multisigMembersText, trackMultisigVault } from './multisigVault';
import { amountOf, gtText, heightText, shortAddr } from '../../lib/format';
import { t } from '../../i18n';
import { nextKindName } from '../../lib/default-names';
import { renameAccount } from '../../lib/account-names';

const OTHER = 'other';

interface Draft {
  msg: Msg;
  vaultAddress: string;
  multisigKey: string;
}

export function CreateVault() {
  const { state, refresh } = useWallet();
  const funders = state.accounts.filter((a) => a.canSign && a.kind !== 'vault');
  const current = selectedAccount(state);
  const [funderId, setFunderId] = useState(current && funders.includes(current) ? current.id : (funders[0]?.id ?? ''));
  // The chosen account, else the first that can fund (none was chosen yet, or the chosen one is gone).
  const funder = funders.find((a) => a.id === funderId) ?? funders[0];
  const guardOptions = state.accounts.filter((a) => a.kind !== 'vault');
  const [securityChoice, setSecurityChoice] = useState(guardOptions.find((a) => a.id !== funderId)?.id ?? guardOptions[0]?.id ?? OTHER);
  const [securityText, setSecurityText] = useState('');
  const [delay, setDelay] = useState('');
  const [clearing, setClearing] = useState('');
  const [amount, setAmount] = useState('');
  const [useMultisig, setUseMultisig] = useState(false);
  const [multisigKey, setMultisigKey] = useState('');
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const prepare = useAction();
  const clock = useBlockClock(8000);
  const balance = useAsync(() => (funder ? ledger.balance(funder.address) : Promise.resolve([])), [funder?.address, state.network.id]);
  // Every Hook runs before the early return: the same Hooks in the same order on every render.
  const { fee } = useDefaultFee(state.network.id);

  if (!funder) return <p class="warning">{t('vault.create.noFunder')}</p>;

  const gtBalance = amountOf(balance.data ?? [], NANOGT);
  const maxDeposit = gtBalance > fee ? gtBalance - fee : 0n;
  const securityAccount = state.accounts.find((a) => a.id === securityChoice);
  const securityCheck: Checked<string> =
    securityChoice === OTHER
      ? checkAddress(securityText, ['gt1', 'gt2'])
      : securityAccount
        ? { ok: true, value: securityAccount.address }
        : { ok: false, error: t('vault.create.chooseRetrieval') };
  const delayCheck = checkBlocks(delay, 1, 'delay');
  const clearingCheck = checkBlocks(clearing, 1, 'clearingHeight');
  const amountCheck = checkGt(amount, balance.data ? maxDeposit : undefined, t('checks.max.balanceLessFee'));
  const multisig = useMultisig ? multisigVaultKey(multisigKey) : null;
  const problem = createVaultProblem({
    vaultAddress: multisig?.ok ? multisig.value : '',
    securityAddress: securityCheck.ok ? securityCheck.value : '',
    delay: delayCheck,
    clearing: clearingCheck,
    amount: amountCheck,
    height: clock.height,
  });
  const ready =
    securityCheck.ok &&
    delayCheck.ok &&
    clearingCheck.ok &&
    amountCheck.ok &&
    problem === null &&
    (!useMultisig || multisig?.ok === true) &&
    balance.data !== undefined &&
    clock.height !== null;
  const rate = clock.secondsPerBlock;
  const height = clock.height ?? 0;
  const delayBlocks = delayCheck.ok ? delayCheck.value : 0;

  if (draft) {
    const delayValue = String(draft.msg.value.delay_height);
    return (
      <ConfirmTx
        title={t('vault.create.confirm')}
        signer={funder}
        msgs={[draft.msg]}
        submitLabel={t('vault.create.confirm')}
        doneTitle={t('vault.create.done')}
        onCancel={() => setDraft(null)}
        onDone={async () => {
          if (draft.multisigKey) await trackMultisigVault(draft.multisigKey, name || undefined, state.accounts);
          await refresh();
          goSub({ view: 'vault', address: draft.vaultAddress });
        }}
        notes={
          <>
            <strong>{draft.multisigKey ? t('vault.create.noteMultisig') : t('vault.create.noteOwnKey')}</strong>{' '}
            {t('vault.create.noteRules', { eta: etaText(Number(delayValue), rate), height: String(draft.msg.value.clearing_height) })}
          </>
        }
      />
    );
  }

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !securityCheck.ok || !delayCheck.ok || !clearingCheck.ok || !amountCheck.ok) return;
    void prepare.run(async () => {
      let vaultAddress: string;
      if (multisig?.ok) {
        vaultAddress = multisig.value;
      } else {
        const vault = await freshVaultKey(state.accounts, name.trim());
        vaultAddress = vault.address;
        await refresh();
      }
      const msg = makeMsg('MsgCreateVault', {
        from_address: toGt1(funder.address),
        to_address: toGt1(vaultAddress),
        security_address: toGt1(securityCheck.value),
        delay_height: String(delayCheck.value),
        clearing_height: String(clearingCheck.value),
        amount: [{ denom: NANOGT, amount: amountCheck.value.toString() }],
        pubkey: multisig?.ok ? multisigKey.trim() : '',
      });
      setDraft({ msg, vaultAddress, multisigKey: multisig?.ok ? multisigKey.trim() : '' });
    });
  };

  return (
    <form class="form" onSubmit={review}>
      <div class="f-step">
        <span class="f-step-title">
          <span class="f-step-num">1</span>
          {t('vault.create.step.funder')}
        </span>
        <select
          aria-label={t('vault.create.step.funder')}
          data-testid={TID.vaultCreateFunder}
          value={funder.id}
          onChange={(e) => setFunderId(e.currentTarget.value)}
        >
          {funders.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} · {shortAddr(a.address)}
            </option>
          ))}
        </select>
        <span class="field-hint">
          {balance.data ? t('vault.create.balance', { balance: gtText(gtBalance) }) : (balance.error ?? t('vault.create.readingBalance'))}
        </span>
      </div>

      <div class="f-step">
        <span class="f-step-title">
          <span class="f-step-num">2</span>
          {t('vault.create.step.retrieval')}
        </span>
        <p class="muted small">{t('vault.create.retrievalHelp')}</p>
        <select
          aria-label={t('vault.create.step.retrieval')}
          data-testid={TID.vaultCreateSecurity}
          value={securityChoice}
          onChange={(e) => setSecurityChoice(e.currentTarget.value)}
        >
          {guardOptions.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name} · {shortAddr(a.address)}
            </option>
          ))}
          <option value={OTHER}>{t('vault.create.anotherAddress')}</option>
        </select>
        {securityChoice === OTHER && (
          <Field
            label={t('vault.create.retrievalAddress')}
            error={securityText.trim() !== '' && !securityCheck.ok ? securityCheck.error : null}
          >
            <input
              autoComplete="off"
              spellcheck={false}
              placeholder="gt11…"
              value={securityText}
              onInput={(e) => setSecurityText(e.currentTarget.value)}
            />
          </Field>
        )}
      </div>

      <div class="f-step">
        <span class="f-step-title">
          <span class="f-step-num">3</span>
          {t('vault.create.step.delay')}
        </span>
        <Chips
          items={delayPresets(rate).map((p) => ({ id: p.id, label: p.label }))}
          onPick={(id) => {
            const p = delayPresets(rate).find((x) => x.id === id);
            if (p) setDelay(String(p.blocks));
          }}
        />
        <Field label={t('vault.create.delayField')} error={delay !== '' && !delayCheck.ok ? delayCheck.error : null}>
          <input
            data-testid={TID.vaultCreateDelay}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('vault.create.delayPlaceholder')}
            value={delay}
            onInput={(e) => setDelay(e.currentTarget.value)}
          />
        </Field>
        {delayCheck.ok && (
          <span class="f-estimate" data-testid={TID.vaultCreateDelayEstimate}>
            {t('vault.create.delayEstimate', { eta: etaText(delayCheck.value, rate) })}
          </span>
        )}
      </div>

      <div class="f-step">
        <span class="f-step-title">
          <span class="f-step-num">4</span>
          {t('vault.create.step.clearing')}
        </span>
        <p class="muted small">{t('vault.create.clearingHelp')}</p>
        <Chips
          items={clearingPresets(height, delayBlocks, rate).map((p) => ({ id: p.id, label: p.label, disabled: clock.height === null }))}
          onPick={(id) => {
            const p = clearingPresets(height, delayBlocks, rate).find((x) => x.id === id);
            if (p) setClearing(String(p.blocks));
          }}
        />
        <Field
          label={t('vault.create.clearingField')}
          error={clearing !== '' ? (clearingCheck.ok ? problem : clearingCheck.error) : null}
          hint={
            clock.height !== null
              ? t('vault.clearing.hint', { height: heightText(clock.height), minimum: heightText(minClearingHeight(height, delayBlocks)) })
              : t('vault.clearing.reading')
          }
        >
          <input
            data-testid={TID.vaultCreateClearing}
            inputMode="numeric"
            autoComplete="off"
            value={clearing}
            onInput={(e) => setClearing(e.currentTarget.value)}
          />
        </Field>
        {clearingCheck.ok && clock.height !== null && clearingCheck.value > clock.height && (
          <span class="f-estimate">{clearingEstimate(clearingCheck.value - clock.height, rate)}</span>
        )}
      </div>

      <div class="f-step">
        <span class="f-step-title">
          <span class="f-step-num">5</span>
          {t('vault.create.step.deposit')}
        </span>
        <Field
          label={t('vault.create.amountField')}
          error={amount !== '' && !amountCheck.ok ? amountCheck.error : null}
          hint={t('vault.create.feeHint', { fee: gtText(fee) })}
        >
          <div class="input-with-button">
            <input
              data-testid={TID.vaultCreateAmount}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={amount}
              onInput={(e) => setAmount(e.currentTarget.value)}
            />
            <button
              type="button"
              class="btn small"
              disabled={!balance.data || maxDeposit <= 0n}
              onClick={() => setAmount(formatGT(maxDeposit))}
            >
              {t('vault.max')}
            </button>
          </div>
        </Field>
      </div>

      <details class="advanced" open={useMultisig}>
        <summary>{t('vault.create.advanced')}</summary>
        <div class="form">
          <Field label={t('vault.create.nameField')} hint={t('vault.create.nameHint')}>
            <input
              data-testid={TID.vaultCreateName}
              maxLength={40}
              placeholder={t('vault.create.namePlaceholder')}
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </Field>
          <label class="checkbox">
            <input
              type="checkbox"
              data-testid={TID.vaultCreateMultisigToggle}
              checked={useMultisig}
              onChange={(e) => setUseMultisig(e.currentTarget.checked)}
            />
            <span>{t('vault.create.multisigToggle')}</span>
          </label>
          {useMultisig && state.accounts.some((a) => a.kind === 'multisig') && (
            <select
              aria-label={t('vault.create.multisigPick')}
              data-testid={TID.vaultCreateMultisigPick}
              value=""
              onChange={(e) => setMultisigKey(e.currentTarget.value)}
            >
              <option value="">{t('vault.create.multisigPickFirst')}</option>
              {state.accounts
                .filter((a) => a.kind === 'multisig')
                .map((a) => (
                  <option key={a.id} value={a.publicKey}>
                    {a.name}
                  </option>
                ))}
            </select>
          )}
          {useMultisig && (
            <Field
              label={t('vault.create.multisigKeyField')}
              error={multisigKey.trim() !== '' && multisig && !multisig.ok ? multisig.error : null}
              hint={
                multisig?.ok
                  ? t('vault.create.multisigAddress', { address: multisig.value.slice(0, 12), members: multisigMembersText(multisigKey) })
                  : t('vault.create.multisigKeyHint')
              }
            >
              <textarea
                data-testid={TID.vaultCreateMultisigKey}
                rows={3}
                spellcheck={false}
                value={multisigKey}
                onInput={(e) => setMultisigKey(e.currentTarget.value)}
              />
            </Field>
          )}
        </div>
      </details>

      {prepare.error && <p class="error-box">{prepare.error}</p>}
      <button class="btn primary block" data-testid={TID.vaultCreateReview} disabled={!ready || prepare.busy}>
        {prepare.busy ? t('vault.create.preparing') : t('vault.review')}
      </button>
      {!ready && clock.error && <p class="error-box">{clock.error}</p>}
    </form>
  );
}

/** A vault key of ours that has no account on the ledger yet (a create that never went through), else a new one. */
async function freshVaultKey(accounts: readonly AccountView[], name: string): Promise<AccountView> {
  for (const account of accounts.filter((a) => a.kind === 'vault')) {
    if ((await ledger.account(account.address)) === null) {
      if (name !== '' && name !== account.name) await renameAccount(accounts, account.id, name);
      return account;
    }
  }
  return callWallet('wallet_newVaultKey', { name: name || nextKindName(accounts, 'vault') });
}

/** gt1 address of a multisig threshold key typed for a multisig vault. */
function multisigVaultKey(text: string): Checked<string> {
  const key = text.trim();
  if (key === '') return { ok: false, error: t('vault.create.multisigPaste') };
  try {
    const amino = decodeBech32PubKey(key);
    const { threshold, pubkeys } = parseMultisigKey(amino);
    if (pubkeys.length < 2 || threshold < 1 || threshold > pubkeys.length) return { ok: false, error: t('vault.create.multisigShape') };
    return { ok: true, value: addressFromAminoPubKey(amino, 'gt1') };
  } catch {
    return { ok: false, error: t('vault.create.multisigNotKey') };
  }
}
