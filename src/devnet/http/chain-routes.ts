// Blocks and node status (§4.6).
import type { Hono } from 'hono';
import type { NodeStatus } from '../../core/rest/types';
import { blockResponse, PROTOCOL_VERSION } from '../ledger/blocks';
import { isoSeconds } from '../ledger/clock';
import type { BlockTiming } from '../block-timer';
import type { Ledger } from '../ledger/ledger';
import { badRequest, notFound } from './errors';

const NODE_VERSION = '0.1.0';

function nodeStatus(ledger: Ledger, blockTime: number): NodeStatus {
  const latest = ledger.latest();
  const now = ledger.clock.now(ledger.time());
  const sinceLastRound = Math.max(0, now - (latest?.time ?? now));
  return {
    node_status: {
      lastHeight: String(ledger.height()),
      lastConsensusVersion: PROTOCOL_VERSION,
      nextConsensusVersion: PROTOCOL_VERSION,
      nextConsensusVersionRound: '0',
      nextConsensusVersionSupported: true,
      timeSinceLastRound: String(sinceLastRound * 1_000_000_000),
      catchupTime: '0',
      hasSyncedSinceStartup: true,
      step: '1',
      period: '0',
      // Go's RFC 3339 never pads the fraction ("…06:38:29.626739Z", or none); block times are whole seconds.
      zeroTimeStamp: isoSeconds(latest?.time ?? ledger.genesis.genesisTime),
      deadline: String(blockTime * 1_000_000_000),
      fastRecoveryDeadline: '0',
      minimumTxFee: ledger.params.minimumTxFee,
    },
    application_version: {
      name: 'vaultline-devnet',
      server_name: 'vaultline-devnet',
      client_name: 'vaultline',
      version: NODE_VERSION,
      commit: '',
      build_tags: 'devnet',
      go: `node ${process.version}`,
    },
  };
}

export function registerChainRoutes(app: Hono, ledger: Ledger, timing: BlockTiming): void {
  app.get('/v1/block/latest', (c) => c.json(blockResponse(ledger.latest()!, ledger.committee)));

  app.get('/v1/block/:height', (c) => {
    const text = c.req.param('height');
    if (!/^\d{1,15}$/.test(text) || Number(text) < 1) {
      throw badRequest('invalid_height', 'height must be an integer >= 1', { field: 'height' });
    }
    const info = ledger.blocks.byHeight(Number(text));
    if (!info && Number(text) < ledger.blocks.firstHeight) {
      throw notFound(
        'block_not_found',
        `block ${text} is before this forked chain's first block (${ledger.blocks.firstHeight}): the upstream node holds it`,
      );
    }
    if (!info) throw notFound('block_not_found', `block ${text} does not exist yet; the latest is ${ledger.height()}`);
    return c.json(blockResponse(info, ledger.committee));
  });

  app.get('/v1/status', (c) => c.json(nodeStatus(ledger, timing.blockTime)));
}
