// The popup's building blocks: page header, loading and error states, labelled fields, tabs,
// the acting account, stats, sections and quick-pick chips.
import type { ComponentChildren } from 'preact';
import type { AccountView } from '../../shared/wallet-api';
import { TID } from '../testids';
import { useEscape } from '../hooks/escape';
import { Address } from './Address';
import { navigate, type Route } from '../lib/router';
import { splitDetails } from '../lib/api';
import { formatClock, t } from '../i18n';

/** `back`: the route the back button opens, or what it runs (sub-views go back within their feature); null hides it. */
export function PageHeader({ title, back = '/', right }: { title: string; back?: Route | (() => void) | null; right?: ComponentChildren }) {
  const goBack = back === null ? null : () => (typeof back === 'function' ? back() : navigate(back));
  // Esc goes back, as the ‹ button does.
  useEscape(goBack);
  return (
    <header class="page-header">
      {back !== null ? (
        <button class="icon-button" aria-label={t('ui.back')} onClick={() => goBack?.()}>
          ‹
        </button>
      ) : (
        <span class="icon-spacer" />
      )}
      <h1>{title}</h1>
      <div class="page-header-right">{right}</div>
    </header>
  );
}

export function Loading({ label = t('ui.loading') }: { label?: string }) {
  return (
    <div class="loading" role="status">
      <span class="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** An error as a sentence; its technical line (errorText's details: URL, path, the browser's words) behind "Details". */
export function ErrorBox({ message, onRetry, testId = TID.errorMessage }: { message: string; onRetry?: () => void; testId?: string }) {
  const { sentence, details } = splitDetails(message);
  return (
    <div class="error-box" role="alert" data-testid={testId}>
      <span>{sentence}</span>
      {onRetry && (
        <button class="link-button" onClick={onRetry}>
          {t('ui.retry')}
        </button>
      )}
      {details && (
        <details class="error-details" data-testid={TID.errorDetails}>
          <summary>{t('ui.details')}</summary>
          <code>{details}</code>
        </details>
      )}
    </div>
  );
}

/**
 * A figure the wallet could not read: "—", with the last value it did read and when, if it has one.
 * Never a 0 standing in for what is unknown.
 */
export function Unknown({ last, readAt }: { last?: string | undefined; readAt?: number | undefined }) {
  return (
    <span class="unknown-figure" data-testid={TID.unknownFigure} data-unknown="true">
      <span aria-label={t('ui.unknown')}>—</span>
      {last !== undefined && readAt !== undefined && (
        <span class="muted small last-known" data-testid={TID.lastKnown}>
          {t('ui.lastKnown', { value: last, time: formatClock(readAt) })}
        </span>
      )}
    </span>
  );
}

/** A figure from a read: its text when read, else Unknown (loading shows "…"). */
export function Figure<T>({
  read,
  text,
}: {
  read: { data: T | undefined; error: string | null; loading: boolean; readAt?: number | undefined };
  text(value: T): string;
}) {
  if (read.error) return <Unknown last={read.data === undefined ? undefined : text(read.data)} readAt={read.readAt} />;
  if (read.data === undefined) return <>…</>;
  return <>{text(read.data)}</>;
}

export function Field({
  label,
  hint,
  error,
  errorTestId,
  children,
}: {
  label: string;
  hint?: ComponentChildren;
  error?: string | null;
  errorTestId?: string;
  children: ComponentChildren;
}) {
  return (
    <label class="field">
      <span class="field-label">{label}</span>
      {children}
      {error ? (
        <span class="field-error" data-testid={errorTestId}>
          {error}
        </span>
      ) : hint ? (
        <span class="field-hint">{hint}</span>
      ) : null}
    </label>
  );
}

export function EmptyState({ title, children, testId }: { title: string; children?: ComponentChildren; testId?: string }) {
  return (
    <div class="empty-state" data-testid={testId}>
      <p class="empty-title">{title}</p>
      {children && <p class="muted">{children}</p>}
    </div>
  );
}

export interface TabSpec {
  id: string;
  label: string;
}

export function Tabs({ tabs, active, onSelect }: { tabs: TabSpec[]; active: string; onSelect(id: string): void }) {
  return (
    <div class="tabs f-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          class={tab.id === active ? 'tab active' : 'tab'}
          data-testid={TID.tab(tab.id)}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function ActingAccount({ account, label = t('ui.account') }: { account: AccountView; label?: string }) {
  return (
    <div class="f-acting" data-address={account.address}>
      <span class="avatar small" aria-hidden="true">
        {account.name.slice(0, 1).toUpperCase()}
      </span>
      <span class="f-acting-text">
        <span class="small muted">{label}</span>
        <span class="f-acting-name">
          {account.name}
          {account.kind !== 'hd' && <span class="badge">{t(`account.kind.${account.kind}`)}</span>}
        </span>
      </span>
      <Address address={account.address} />
    </div>
  );
}

export function Stat({
  label,
  children,
  testId,
  data,
}: {
  label: string;
  children: ComponentChildren;
  testId?: string;
  data?: Record<string, string>;
}) {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(data ?? {})) attributes[`data-${key}`] = value;
  return (
    <div class="f-stat">
      <span class="f-stat-label">{label}</span>
      <span class="f-stat-value" data-testid={testId} {...attributes}>
        {children}
      </span>
    </div>
  );
}

export function Section({
  title,
  right,
  children,
  testId,
}: {
  title: string;
  right?: ComponentChildren;
  children: ComponentChildren;
  testId?: string;
}) {
  return (
    <section class="card" data-testid={testId}>
      <div class="row-between">
        <h2 class="section-title">{title}</h2>
        {right}
      </div>
      {children}
    </section>
  );
}

/** A row of quick-pick buttons (presets for heights and delays). */
export function Chips({
  items,
  onPick,
}: {
  items: Array<{ id: string; label: string; testId?: string; disabled?: boolean }>;
  onPick(id: string): void;
}) {
  return (
    <div class="f-chips">
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          class="f-chip"
          data-testid={item.testId}
          disabled={item.disabled}
          onClick={() => onPick(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
