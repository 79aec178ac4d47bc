// Settings → Notifications: each kind on or off, and the newest notices (a click opens the screen the
// notice names, as clicking the browser's notification does). The background words them (src/background/notify).
import { useEffect, useState } from 'preact/hooks';
import type { NotificationsView, NotifyKindName } from '../../../shared/wallet-api';
import { ErrorBox } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { callWallet } from '../../lib/api';
import { dateTimeText } from '../../lib/time';
import { t } from '../../i18n';
import { TID } from '../../testids';

const KINDS: NotifyKindName[] = ['tx', 'incoming', 'unbonding', 'vaultOut', 'revokeSoon'];

export function NotificationSettings() {
  const [view, setView] = useState<NotificationsView | null>(null);
  const load = useAction();
  const change = useAction();
  useEffect(() => {
    // Asks for a look now, so the list is current when Settings opens; the alarm keeps it so after.
    void load.run(async () => setView(await callWallet('wallet_notifications', { look: true })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one look when Settings opens; `load` is a fresh action object each render
  }, []);
  const toggle = (kind: NotifyKindName, on: boolean) =>
    void change.run(async () => setView(await callWallet('wallet_setNotifyKind', { kind, on })));
  return (
    <section class="card settings-section" data-testid={TID.notifySettings}>
      <h2 class="section-title">{t('settings.notify.title')}</h2>
      <p class="muted small">{t('settings.notify.help')}</p>
      {KINDS.map((kind) => (
        <label key={kind} class="checkbox">
          <input
            type="checkbox"
            data-testid={TID.notifyKind(kind)}
            disabled={!view || change.busy}
            checked={view ? view.settings[kind] : false}
            onChange={(e) => toggle(kind, e.currentTarget.checked)}
          />
          <span>{t(`settings.notify.kind.${kind}`)}</span>
        </label>
      ))}
      {(load.error || change.error) && <ErrorBox message={(load.error ?? change.error)!} />}
      <h3 class="subsection-title">{t('settings.notify.recent')}</h3>
      {view && view.recent.length === 0 && <p class="muted small">{t('settings.notify.none')}</p>}
      {view && view.recent.length > 0 && (
        <div class="stack f-gap" data-testid={TID.notifyList}>
          {view.recent.map((notice) => (
            <div
              key={notice.id}
              class={notice.urgent ? 'f-row-card pending' : 'f-row-card'}
              data-testid={TID.notifyItem}
              data-kind={notice.kind}
              data-route={notice.route}
              data-id={notice.id}
            >
              <strong class="block">{notice.title}</strong>
              <span class="small block">{notice.message}</span>
              <div class="row-between">
                <span class="muted small">{dateTimeText(notice.time)}</span>
                <button
                  class={notice.urgent ? 'btn small danger-outline' : 'btn small'}
                  data-testid={TID.notifyOpen}
                  onClick={() => {
                    location.hash = `#${notice.route}`;
                  }}
                >
                  {notice.urgent ? t('settings.notify.revoke') : t('settings.notify.open')}
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
