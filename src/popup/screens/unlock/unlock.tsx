// Locked wallet: password, or (after a typed confirmation) reset to onboarding.
import { useState } from 'preact/hooks';
import { callWallet } from '../../lib/api';
import { ErrorBox, Field } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { currentRoute } from '../../lib/router';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { t } from '../../i18n';

const RESET_WORD = 'RESET';

export function UnlockPage() {
  const { setState } = useWallet();
  const [password, setPassword] = useState('');
  const [resetting, setResetting] = useState(false);
  const [typed, setTyped] = useState('');
  const action = useAction();
  const forApproval = currentRoute() === '/approve';

  const unlock = (event: Event) => {
    event.preventDefault();
    if (password === '') return;
    void action.run(async () => {
      const state = await callWallet('wallet_unlock', { password });
      setPassword('');
      setState(state);
    });
  };
  const reset = () => action.run(async () => setState(await callWallet('wallet_reset', { confirm: RESET_WORD })));

  if (resetting) {
    return (
      <div class="page">
        <main class="page-body">
          <h1 class="hero-title">{t('unlock.reset.title')}</h1>
          <p class="warning">{t('unlock.reset.warning', { word: RESET_WORD })}</p>
          <Field label={t('unlock.reset.type', { word: RESET_WORD })}>
            <input autoComplete="off" value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />
          </Field>
          {action.error && <ErrorBox message={action.error} />}
        </main>
        <footer class="page-footer row-buttons">
          <button
            class="btn"
            disabled={action.busy}
            onClick={() => {
              setResetting(false);
              setTyped('');
            }}
          >
            {t('unlock.cancel')}
          </button>
          <button class="btn danger" disabled={typed !== RESET_WORD || action.busy} onClick={reset}>
            {t('unlock.reset.submit')}
          </button>
        </footer>
      </div>
    );
  }

  return (
    <div class="page">
      <main class="page-body center">
        <div class="logo" aria-hidden="true">
          V
        </div>
        <h1 class="hero-title">{t('unlock.welcome')}</h1>
        <p class="muted">{forApproval ? t('unlock.forApproval') : t('unlock.intro')}</p>
        <form class="form full" onSubmit={unlock}>
          <Field label={t('unlock.password')}>
            <input
              type="password"
              data-testid={TID.unlockPassword}
              autoComplete="current-password"
              autoFocus
              value={password}
              onInput={(e) => {
                setPassword(e.currentTarget.value);
                action.setError(null);
              }}
            />
          </Field>
          {action.error && <ErrorBox message={action.error} testId={TID.unlockError} />}
          <button class="btn primary block" data-testid={TID.unlockSubmit} disabled={password === '' || action.busy}>
            {action.busy ? t('unlock.unlocking') : t('unlock.submit')}
          </button>
        </form>
        <button class="link-button" onClick={() => setResetting(true)}>
          {t('unlock.forgot')}
        </button>
      </main>
    </div>
  );
}
