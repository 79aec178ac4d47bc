// Small building blocks: page header, loading and error states, labelled fields.
import type { ComponentChildren } from 'preact';
import { TID } from '../testids';
import { navigate, type Route } from '../lib/router';

/** `back`: the route the back button opens, or what it runs (sub-views go back within their feature); null hides it. */
export function PageHeader({ title, back = '/', right }: { title: string; back?: Route | (() => void) | null; right?: ComponentChildren }) {
  return (
    <header class="page-header">
      {back !== null ? (
        <button class="icon-button" data-testid={TID.back} aria-label="Back" onClick={() => (typeof back === 'function' ? back() : navigate(back))}>‹</button>
      ) : <span class="icon-spacer" />}
      <h1>{title}</h1>
      <div class="page-header-right">{right}</div>
    </header>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div class="loading" data-testid={TID.loading} role="status">
      <span class="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorBox({ message, onRetry, testId = TID.errorMessage }: { message: string; onRetry?: () => void; testId?: string }) {
  return (
    <div class="error-box" role="alert" data-testid={testId}>
      <span title={message}>{message}</span>
      {onRetry && <button class="link-button" onClick={onRetry}>Retry</button>}
    </div>
  );
}

export function Field({ label, hint, error, errorTestId, children }: { label: string; hint?: ComponentChildren; error?: string | null; errorTestId?: string; children: ComponentChildren }) {
  return (
    <label class="field">
      <span class="field-label">{label}</span>
      {children}
      {error ? <span class="field-error" data-testid={errorTestId}>{error}</span> : hint ? <span class="field-hint">{hint}</span> : null}
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
