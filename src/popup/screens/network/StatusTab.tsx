import { ErrorBox, Loading, Section, Stat } from '../../components/ui';
import { useAsync, useInterval } from '../../hooks/data';
import { ledger } from '../../lib/ledger';
import { formatDuration } from '../../i18n';
import { dateTimeText, parseDurationSeconds, timestampMs } from '../../lib/time';
import { TID } from '../../testids';
import { gtText } from '../../lib/format';

export function StatusTab() {
  const status = useAsync(() => ledger.status(), []);
  useInterval(() => status.reload(), 5000);
  const s = status.data?.node_status;
  const app = status.data?.application_version;
  if (!status.data) return status.error ? <ErrorBox message={status.error} onRetry={status.reload} /> : <Loading label="Reading node status…" />;
  return (
    <>
      {status.error && <ErrorBox message={status.error} onRetry={status.reload} />}
      <section class="card f-summary">
        <div class="f-stats">
          <Stat label="Height" testId={TID.netStatusHeight}>{s?.lastHeight ?? '—'}</Stat>
          <Stat label="Minimum fee" testId={TID.netStatusMinFee}>{s?.minimumTxFee ? gtText(s.minimumTxFee) : '—'}</Stat>
          <Stat label="Sync" testId={TID.netStatusSynced} data={{ synced: String(Boolean(s?.hasSyncedSinceStartup)) }}>
            <span class={s?.hasSyncedSinceStartup ? 'status ok' : 'status pending'}>{s?.hasSyncedSinceStartup ? 'synced' : 'catching up'}</span>
          </Stat>
        </div>
      </section>
      <Section title="Software" right={<button class="link-button small" onClick={status.reload}>Refresh</button>}>
        <dl class="kv">
          <div class="kv-row"><dt>Version</dt><dd data-testid={TID.netStatusVersion}>{app?.name || app?.server_name || 'node'} {app?.version}</dd></div>
          {app?.commit && <div class="kv-row"><dt>Commit</dt><dd><code class="break">{app.commit}</code></dd></div>}
          {app?.go && <div class="kv-row"><dt>Built with</dt><dd>{app.go}{app.build_tags ? ` (${app.build_tags})` : ''}</dd></div>}
        </dl>
      </Section>
      <Section title="Consensus">
        <dl class="kv">
          <div class="kv-row"><dt>Protocol</dt><dd><code class="break">{s?.lastConsensusVersion || '—'}</code></dd></div>
          {s?.nextConsensusVersion && s.nextConsensusVersion !== s.lastConsensusVersion && (
            <div class="kv-row"><dt>Next</dt><dd><code class="break">{s.nextConsensusVersion}</code> at round {s.nextConsensusVersionRound} {s.nextConsensusVersionSupported ? <span class="status ok">supported</span> : <span class="status failed">not supported</span>}</dd></div>
          )}
          <div class="kv-row"><dt>Round</dt><dd>step {s?.step ?? '—'} · period {s?.period ?? '—'}</dd></div>
          <div class="kv-row"><dt>Last round</dt><dd>{durationText(s?.timeSinceLastRound)} ago{s?.catchupTime && s.catchupTime !== '0' ? ` · catch-up ${durationText(s.catchupTime)}` : ''}</dd></div>
          {s?.zeroTimeStamp && <div class="kv-row"><dt>Step start</dt><dd>{dateTimeText(timestampMs(s.zeroTimeStamp))}</dd></div>}
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
