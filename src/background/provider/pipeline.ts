// One dApp request through the pipeline: known method → valid params → wallet exists →
// connected (else 4100) → approval queued (answered later) or executed now. What a site asks past
// reading its accounts and the chain (./requests.ts) is a part, loaded with the first such request.
import * as v from 'valibot';
import {
  PROVIDER_METHODS,
  ProviderErrorCode,
  providerMethods,
  type PortRequest,
  type ProviderError,
  type ProviderMethod,
  type ProviderResults,
} from '../../shared/provider-api';
import { rateLimits, takeBudget, type Requester } from '../approvals';
import { selectedNetwork } from '../chain';
import { isInitialized } from '../keyring';
import { isConnected, revoke } from '../permissions';
import { notifyDisconnected, providerNetwork, visibleAccounts } from './accounts';
import { invalidParams, notConnected, ProviderRpcError, toProviderError } from '../rpc-errors';
import { part } from '../parts';
import { paramsIssue } from '../validation';
import { openWelcomeForSite } from '../welcome';

export type Outcome = { result: unknown } | { error: ProviderError } | { deferred: true };

export function limited(message: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCode.limitExceeded, message);
}

function isProviderMethod(method: string): method is ProviderMethod {
  return (PROVIDER_METHODS as string[]).includes(method);
}

export async function handleRequest(requester: Requester, request: PortRequest): Promise<Outcome> {
  try {
    return await route(requester, request);
  } catch (error) {
    return { error: toProviderError(error) };
  }
}

// Each direct answer `satisfies` its method's ProviderResults entry (as execute.ts does for approved ones).
async function route(requester: Requester, request: PortRequest): Promise<Outcome> {
  const { origin } = requester;
  if (!isProviderMethod(request.method)) {
    throw new ProviderRpcError(
      ProviderErrorCode.unsupportedMethod,
      `Vaultline does not support the method ${String(request.method).slice(0, 64)}`,
    );
  }
  const method = request.method;
  if (!takeBudget('request', origin, rateLimits.requestsPerMinute)) throw limited('Too many requests from this site; wait a minute');
  const parsed = v.safeParse(providerMethods[method], request.params);
  if (!parsed.success) {
    const { message, field } = paramsIssue(parsed.issues);
    throw invalidParams(message, field);
  }
  const params = parsed.output;

  switch (method) {
    case 'ledger_chainId':
      return { result: (await selectedNetwork()).chainId satisfies ProviderResults['ledger_chainId'] };
    case 'ledger_getNetwork':
      // A site that is not connected learns the chain id only, not the network's name or node URL.
      return { result: providerNetwork(await selectedNetwork(), await isConnected(origin)) satisfies ProviderResults['ledger_getNetwork'] };
    case 'ledger_accounts':
      return { result: (await visibleAccounts(origin)) satisfies ProviderResults['ledger_accounts'] };
    case 'ledger_disconnect':
      if (await revoke(origin)) await notifyDisconnected(origin);
      return { result: null satisfies ProviderResults['ledger_disconnect'] };
  }
  if (!(await isInitialized())) {
    // The person is shown where to begin (once per burst); the site hears why nothing happened.
    await openWelcomeForSite().catch(() => undefined);
    throw new ProviderRpcError(ProviderErrorCode.disconnected, 'Vaultline has no wallet yet; it opened a tab to create or import one', {
      reason: 'noWallet',
    });
  }
  // No noteActivity here: a site's requests are not the person's doing (keyring/autolock.ts).
  if (method !== 'ledger_requestAccounts' && !(await isConnected(origin))) throw notConnected();
  return (await part('requests')).siteRequest(requester, request.id, method, params);
}
