// A password being set, typed twice, with the strength meter between: the one pair of fields the
// onboarding, the password change, the backup file and the restore all use. `useNewPassword` holds
// what was typed and the verdicts (long enough, strong enough, the same twice); `NewPasswordFields`
// draws the two fields from it, each page giving its own words and test ids.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Field } from './ui';
import { PasswordMeter, usePasswordScore } from './PasswordMeter';
import type { PasswordScore } from '../lib/password-meter';
import { PASSWORD_MIN } from '../lib/password-rules';
import { t } from '../i18n';

export interface NewPassword {
  password: string;
  confirm: string;
  score: PasswordScore | null;
  /** Typed, and shorter than the minimum. */
  tooShort: boolean;
  /** Long enough, and scored below the page's minimum score. */
  tooWeak: boolean;
  /** The second typing differs from the first (once one has been typed). */
  mismatch: boolean;
  /** Long enough, strong enough and the same twice. */
  ready: boolean;
  setPassword(value: string): void;
  setConfirm(value: string): void;
  /** Forgets both typings (after they were used). */
  clear(): void;
}

/** `minScore`: the meter's lowest verdict the page accepts (none: any password of the minimum length). */
export function useNewPassword(minScore?: number): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const score = usePasswordScore(password);
  const longEnough = password.length >= PASSWORD_MIN;
  const strongEnough = minScore === undefined || (score !== null && score >= minScore);
  return {
    password,
    confirm,
    score,
    tooShort: password !== '' && !longEnough,
    tooWeak: longEnough && minScore !== undefined && score !== null && score < minScore,
    mismatch: confirm !== '' && confirm !== password,
    ready: longEnough && strongEnough && confirm === password,
    setPassword,
    setConfirm,
    clear() {
      setPassword('');
      setConfirm('');
    },
  };
}

interface FieldsProps {
  value: NewPassword;
  label: string;
  confirmLabel: string;
  hint?: ComponentChildren;
  /** What the first field says is wrong (e.g. too weak); none by default. */
  error?: string | null;
  /** What the second field says is wrong; by default, that the two differ. */
  confirmError?: string | null;
  testId: string;
  confirmTestId: string;
  autoFocus?: boolean;
}

export function NewPasswordFields({
  value,
  label,
  confirmLabel,
  hint,
  error,
  confirmError,
  testId,
  confirmTestId,
  autoFocus,
}: FieldsProps) {
  const secondError = confirmError === undefined ? (value.mismatch ? t('onboarding.password.mismatch') : null) : confirmError;
  return (
    <>
      <Field label={label} hint={hint} error={error ?? null}>
        <input
          type="password"
          data-testid={testId}
          autoComplete="new-password"
          autoFocus={autoFocus}
          value={value.password}
          onInput={(e) => value.setPassword(e.currentTarget.value)}
        />
      </Field>
      <PasswordMeter password={value.password} score={value.score} />
      <Field label={confirmLabel} error={secondError}>
        <input
          type="password"
          data-testid={confirmTestId}
          autoComplete="new-password"
          value={value.confirm}
          onInput={(e) => value.setConfirm(e.currentTarget.value)}
        />
      </Field>
    </>
  );
}
