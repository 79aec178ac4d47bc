import { ErrorBox, Loading, Section, Stat } from '../../components/ui';
import { useAsync, useInterval } from '../../hooks/data';
import { ledger } from '../../lib/ledger';
import { formatDuration, t } from '../../i18n';
import { dateTimeText, parseDurationSeconds, timestampMs } from '../../lib/time';
import { TID } from '../../testids';
import { gtText } from '../../lib/format';

export function StatusTab() {
  const status = useAsync(() => ledger.status(), []);
  useInterval(() => status.reload(), 5000);
  const s = status.data?.node_status;
  const app = status.data?.application_version;
  if (!status.data)
    return status.error ? <ErrorBox message={status.error} onRetry={status.reload} /> : <Loading label={t('network.status.loading')} />;
  return (
    <>
      {status.error && <ErrorBox message={status.error} onRetry={status.reload} />}
      <section class="card f-summary">
        <div class="f-stats">
          <Stat label={t('network.status.height')} testId={TID.netStatusHeight}>
            {s?.lastHeight ?? '—'}
          </Stat>
          <Stat label={t('network.status.minFee')} testId={TID.netStatusMinFee}>
            {s?.minimumTxFee ? gtText(s.minimumTxFee) : '—'}
          </Stat>
          <Stat label={t('network.status.sync')} testId={TID.netStatusSynced} data={{ synced: String(Boolean(s?.hasSyncedSinceStartup)) }}>
            <span class={s?.hasSyncedSinceStartup ? 'status ok' : 'status pending'}>
              {s?.hasSyncedSinceStartup ? t('network.status.synced') : t('network.status.catchingUp')}
            </span>
          </Stat>
        </div>
      </section>
      <Section
        title={t('network.status.software')}
        right={
          <button class="link-button small" onClick={status.reload}>
            {t('network.refresh')}
          </button>
        }
      >
        <dl class="kv">
          <div class="kv-row">
            <dt>{t('network.status.version')}</dt>
            <dd data-testid={TID.netStatusVersion}>
              {app?.name || app?.server_name || t('network.status.node')} {app?.version}
            </dd>
          </div>
          {app?.commit && (
            <div class="kv-row">
              <dt>{t('network.status.commit')}</dt>
              <dd>
                <code class="break">{app.commit}</code>
              </dd>
            </div>
          )}
          {app?.go && (
            <div class="kv-row">
              <dt>{t('network.status.builtWith')}</dt>
              <dd>
                {app.go}
                {app.build_tags ? ` (${app.build_tags})` : ''}
              </dd>
            </div>
          )}
        </dl>
      </Section>
      <Section title={t('network.status.consensus')}>
        <dl class="kv">
          <div class="kv-row">
            <dt>{t('network.protocol')}</dt>
            <dd>
              <code class="break">{s?.lastConsensusVersion || '—'}</code>
            </dd>
          </div>
          {s?.nextConsensusVersion && s.nextConsensusVersion !== s.lastConsensusVersion && (
            <div class="kv-row">
              <dt>{t('network.status.next')}</dt>
              <dd>
                <code class="break">{s.nextConsensusVersion}</code>
                {t('network.status.atRound', { round: String(s.nextConsensusVersionRound ?? '') })}
                {s.nextConsensusVersionSupported ? (
                  <span class="status ok">{t('network.status.supported')}</span>
                ) : (
                  <span class="status failed">{t('network.status.notSupported')}</span>
                )}
              </dd>
            </div>
          )}
          <div class="kv-row">
            <dt>{t('network.status.round')}</dt>
            <dd>{t('network.status.stepPeriod', { step: String(s?.step ?? '—'), period: String(s?.period ?? '—') })}</dd>
          </div>
          <div class="kv-row">
            <dt>{t('network.status.lastRound')}</dt>
            <dd>
              {t('network.status.ago', { duration: durationText(s?.timeSinceLastRound) })}
              {s?.catchupTime && s.catchupTime !== '0' ? t('network.status.catchUp', { duration: durationText(s.catchupTime) }) : ''}
            </dd>
          </div>
          {s?.zeroTimeStamp && (
            <div class="kv-row">
              <dt>{t('network.status.stepStart')}</dt>
              <dd>{dateTimeText(timestampMs(s.zeroTimeStamp))}</dd>
            </div>
          )}
        </dl>
      </Section>
    </>
  );
}

/** Node status durations are Go time.Duration values: nanoseconds, or text such as '1.5s'. */
function durationText(value: unknown): string {
  const seconds = parseDurationSeconds(value, 'ns');
  return seconds === null ? (typeof value === 'string' && value !== '' ? value : '—') : formatDuration(seconds);
}
