// The strength meter under every new password (create, import, password change, backup file): a bar
// and a word, from lib/password-meter.ts (its texts are the onboarding area's, which every page using it loads); `data-score` says the verdict for tests and styles.
import { useEffect, useState } from 'preact/hooks';
import { scorePassword, type PasswordScore } from '../lib/password-meter';
import { PASSWORD_MIN } from '../lib/password-rules';
import { TID } from '../testids';
import { t } from '../i18n';

const LABELS = [
  'onboarding.strength.short',
  'onboarding.strength.weak',
  'onboarding.strength.fair',
  'onboarding.strength.good',
  'onboarding.strength.strong',
] as const;

/** The verdict on `password`, null while it is being worked out (the library loads with the first one). */
export function usePasswordScore(password: string): PasswordScore | null {
  const [result, setResult] = useState<{ password: string; score: PasswordScore } | null>(null);
  useEffect(() => {
    let live = true;
    void scorePassword(password).then(
      (score) => {
        if (live) setResult({ password, score });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [password]);
  return result && result.password === password ? result.score : null;
}

export function PasswordMeter({ password, score }: { password: string; score: PasswordScore | null }) {
  const shown = score ?? 0;
  const label = password === '' ? ' ' : score === null ? t('onboarding.strength.checking') : t(LABELS[score], { min: PASSWORD_MIN });
  return (
    <div
      class="strength"
      data-testid={TID.passwordStrength}
      data-score={password === '' || score === null ? '' : String(score)}
      aria-live="polite"
    >
      <div class="strength-bar">
        <span class={`strength-fill s${shown}`} style={{ width: `${shown * 25}%` }} />
      </div>
      <span class="small">{label}</span>
    </div>
  );
}
