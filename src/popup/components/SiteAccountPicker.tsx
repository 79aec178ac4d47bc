// Checkboxes of the accounts a site may see (the connect approval, and Connected sites' edit), each
// under its name and short address; the caller keeps which are ticked.
import type { AccountView } from '../../shared/wallet-api';
import { shortAddr } from '../lib/format';

export function SiteAccountPicker({
  accounts,
  picked,
  onChange,
  testId,
  legend,
  noneText,
}: {
  accounts: readonly AccountView[];
  picked: readonly string[];
  onChange(ids: string[]): void;
  testId: string;
  legend: string;
  /** Said while no account is ticked (a site is given one at least). */
  noneText: string;
}) {
  // Ticked ids kept in the wallet's order, whatever order they were ticked in.
  const toggle = (id: string, on: boolean) =>
    onChange(accounts.map((a) => a.id).filter((candidate) => (candidate === id ? on : picked.includes(candidate))));
  return (
    <fieldset class="site-accounts">
      <legend class="section-title">{legend}</legend>
      {accounts.map((account) => (
        <label key={account.id} class="checkbox site-account">
          <input
            type="checkbox"
            data-testid={testId}
            data-account-id={account.id}
            data-address={account.address}
            checked={picked.includes(account.id)}
            onChange={(e) => toggle(account.id, e.currentTarget.checked)}
          />
          <span class="site-account-text">
            <span class="account-line-name">{account.name}</span>
            <span class="muted small mono">{shortAddr(account.address)}</span>
          </span>
        </label>
      ))}
      {picked.length === 0 && (
        <p class="field-error small" role="alert">
          {noneText}
        </p>
      )}
    </fieldset>
  );
}
