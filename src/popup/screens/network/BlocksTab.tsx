// Latest block (follows the chain) or a block by height, with prev/next.
import { useState } from 'preact/hooks';
import type { Block } from '../../../core/rest/types';
import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import { ErrorBox, Loading, Section } from '../../components/ui';
import { useAsync, useInterval } from '../../hooks/data';
import { ledger } from '../../lib/ledger';
import { goSub } from '../../lib/router';
import { dateTimeText, timestampMs } from '../../lib/time';
import { TID } from '../../testids';
import { decimalText, heightText, shortHash } from '../../lib/format';
import { committeeMembers, committeePower, parseHeight } from './lib';
import { t } from '../../i18n';

export function BlocksTab({ height }: { height: string | null }) {
  const wanted = height === null ? null : parseHeight(height);
  const [typed, setTyped] = useState(height ?? '');
  const block = useAsync(() => (wanted === null ? ledger.latestBlock() : ledger.block(wanted)), [wanted]);
  const conAccounts = useAsync(() => ledger.conAccounts(), []);
  useInterval(() => {
    if (wanted === null) block.reload();
  }, 4000);
  const typedHeight = parseHeight(typed);
  const show = (h: number | null) => goSub({ tab: 'blocks', height: h === null ? null : String(h) });
  const moniker = (address: string) => conAccounts.data?.find((c) => c.operator_address === address)?.description?.moniker;
  const current = block.data ? Number(block.data.height) : null;

  return (
    <>
      <form
        class="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (typedHeight !== null) show(typedHeight);
        }}
      >
        <input
          data-testid={TID.netBlockLookupInput}
          inputMode="numeric"
          placeholder={t('network.blocks.height')}
          value={typed}
          onInput={(e) => setTyped(e.currentTarget.value)}
          aria-label={t('network.blocks.height')}
        />
        <button class="btn small primary" data-testid={TID.netBlockLookupSubmit} disabled={typedHeight === null}>
          {t('network.blocks.show')}
        </button>
        {wanted !== null && (
          <button
            type="button"
            class="btn small"
            onClick={() => {
              setTyped('');
              show(null);
            }}
          >
            {t('network.blocks.latest')}
          </button>
        )}
      </form>
      {typed.trim() !== '' && typedHeight === null && (
        <p class="field-error" data-testid={TID.netBlockLookupError}>
          {t('network.blocks.badHeight')}
        </p>
      )}
      {block.error && <ErrorBox message={block.error} onRetry={block.reload} testId={TID.netBlockLookupError} />}
      {!block.data && !block.error && <Loading label={t('network.blocks.loading')} />}
      {block.data && <BlockCard block={block.data} latest={wanted === null} moniker={moniker} />}
      {current !== null && (
        <div class="row-buttons f-buttons">
          {current > 1 && (
            <button
              class="btn small"
              onClick={() => {
                setTyped(String(current - 1));
                show(current - 1);
              }}
            >
              {t('network.blocks.previous', { height: heightText(current - 1) })}
            </button>
          )}
          <button
            class="btn small"
            disabled={wanted === null}
            onClick={() => {
              setTyped(String(current + 1));
              show(current + 1);
            }}
          >
            {t('network.blocks.next', { height: heightText(current + 1) })}
          </button>
        </div>
      )}
    </>
  );
}

function BlockCard({ block, latest, moniker }: { block: Block; latest: boolean; moniker(address: string): string | undefined }) {
  const power = committeePower(block.BlockCommitteeInfo);
  const certPower = committeePower(block.CertCommitteeInfo);
  const members = committeeMembers(block.BlockCommitteeInfo);
  const txs = Array.isArray(block.txnps?.proxyTransactions) ? block.txnps.proxyTransactions.length : 0;
  return (
    <Section title={latest ? t('network.blocks.latestBlock') : t('network.blocks.block')}>
      <span class="f-hero-balance" data-testid={TID.netBlockHeight} data-height={block.height}>
        #{heightText(block.height)}
      </span>
      <dl class="kv">
        <div class="kv-row">
          <dt>{t('network.blocks.time')}</dt>
          <dd data-testid={TID.netBlockTime} data-timestamp={block.timestamp}>
            {dateTimeText(timestampMs(block.timestamp))}
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('network.blocks.proposer')}</dt>
          <dd data-testid={TID.netBlockProposer} data-address={block.proposer}>
            {moniker(block.proposer) && <strong>{moniker(block.proposer)} </strong>}
            {block.proposer ? <Address address={block.proposer} /> : '—'}
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('network.blocks.power')}</dt>
          <dd data-testid={TID.netBlockPower} data-power={power ?? ''}>
            {power === null ? '—' : decimalText(power, 0)}
            {certPower && certPower !== power ? (
              <span class="muted small">{t('network.blocks.nextRound', { power: decimalText(certPower, 0) })}</span>
            ) : null}
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('network.blocks.committee')}</dt>
          <dd>{t('network.blocks.members', { count: members.length })}</dd>
        </div>
        <div class="kv-row">
          <dt>{t('network.blocks.txs')}</dt>
          <dd>{txs}</dd>
        </div>
        <div class="kv-row">
          <dt>{t('network.blocks.hash')}</dt>
          <dd>
            <span class="hash-line">
              <code class="small break">{shortHash(block.hash, 8)}</code>
              <CopyButton value={block.hash} compact />
            </span>
          </dd>
        </div>
        <div class="kv-row">
          <dt>{t('network.protocol')}</dt>
          <dd>
            <code class="small break">{block.UpgradeState?.currentProtocol || '—'}</code>
          </dd>
        </div>
        {block.autoOfflineAccounts?.length > 0 && (
          <div class="kv-row">
            <dt>{t('network.blocks.offline')}</dt>
            <dd>{block.autoOfflineAccounts.length}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
