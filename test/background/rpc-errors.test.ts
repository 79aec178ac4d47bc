import { describe, expect, it } from 'vitest';
import { CoreError } from '../../src/core/errors';
import { LedgerHttpError } from '../../src/core/rest/reads';
import { SITE_ERROR_MESSAGES } from '../../src/shared/provider-api';
import { networkFailure, ProviderRpcError, toProviderError, walletError, withDetail } from '../../src/background/rpc-errors';

describe('errors a site hears', () => {
  it('words a node failure with a fixed sentence; only a ledger-shaped code goes along', () => {
    expect(toProviderError(new LedgerHttpError(0, 'network_error', 'Could not reach http://10.0.0.1: SECRET'))).toEqual({
      code: -32603,
      message: SITE_ERROR_MESSAGES.nodeUnreachable,
    });
    expect(
      toProviderError(new LedgerHttpError(200, 'unexpected_answer', 'This node answered something unexpected: received "SECRET"')),
    ).toEqual({ code: -32603, message: SITE_ERROR_MESSAGES.nodeUnexpected });
    expect(toProviderError(new LedgerHttpError(422, 'insufficient_funds', 'SECRET words'))).toEqual({
      code: -32603,
      message: SITE_ERROR_MESSAGES.nodeRefused,
      data: { code: 'insufficient_funds' },
    });
    expect(toProviderError(new LedgerHttpError(403, 'SECRET token=1', 'SECRET words'))).toEqual({
      code: -32603,
      message: SITE_ERROR_MESSAGES.nodeRefused,
    });
  });

  it('answers a failed Add/Switch network with a code and a fixed sentence, whatever the cause said', () => {
    const cause = new CoreError('not_a_ledger_node', 'http://127.0.0.1:9 does not answer like a GT ledger node. SECRET', 'restUrl');
    expect(networkFailure('addNetwork', cause)).toEqual({ code: -32602, message: SITE_ERROR_MESSAGES.addNetworkFailed });
    expect(networkFailure('switchNetwork', new CoreError('unknown_network', 'gone'))).toEqual({
      code: -32602,
      message: SITE_ERROR_MESSAGES.switchNetworkFailed,
    });
    expect(networkFailure('switchNetwork', new Error('disk'))).toEqual({ code: -32603, message: SITE_ERROR_MESSAGES.switchNetworkFailed });
  });

  it('gives the person the detail a site does not get', () => {
    const error = withDetail(
      new ProviderRpcError(-32603, SITE_ERROR_MESSAGES.nodeUncertain),
      'The node at http://x answered something unreadable',
    );
    expect(toProviderError(error)).toEqual({ code: -32603, message: SITE_ERROR_MESSAGES.nodeUncertain });
    expect(walletError(error)).toEqual({ code: 'node_uncertain', message: 'The node at http://x answered something unreadable' });
  });
});
