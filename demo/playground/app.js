// The playground: one form per ledger operation, each a `window.ledger.request` (or, for reads,
// a request this page makes to the node's REST URL from ledger_getNetwork).
//
// Stable element ids (the e2e tests use them):
//   provider-status (data-status), account (data-connected, data-address), network (data-chain-id,
//   data-rest-url), node-height, connect, refresh, disconnect;
//   tx-mode (ledger_sendTx | ledger_signTx), tx-fee (NANOGT), tx-memo, tx-valid-from, tx-valid-to;
//   form-<op>, <op>-<field>, <op>-submit, <op>-<action>, <op>-result (data-status, data-code);
//   result (data-status, data-code, data-method, data-seq), result-code, result-code-name,
//   last-request, history > li#request-<n> (data-method, data-op, data-status, data-code, data-result),
//   event-log > li (data-event); datalists list-con-accounts, list-tokens.
import { el } from '../dom.js';
import { renderOperation } from './forms.js';
import { MULTISIG_OPS } from './ops/multisig.js';
import { READ_OP } from './ops/reads.js';
import { STAKING_OPS } from './ops/staking.js';
import { TOKEN_OPS } from './ops/tokens.js';
import { TRANSFER_OPS } from './ops/transfers.js';
import { VAULT_OPS } from './ops/vault.js';
import { WALLET_OPS } from './ops/wallet.js';
import { restClient } from './rest.js';
import { localError, PROVIDER_ERROR_NAMES } from './units.js';

const VAULTLINE_RDNS = 'dev.vaultline.wallet';
const EVENTS = ['connect', 'disconnect', 'accountsChanged', 'networkChanged'];

export const GROUPS = [
  { id: 'transfers', title: 'Transfers', ops: TRANSFER_OPS },
  { id: 'vaults', title: 'Vaults and revocable transfers', ops: VAULT_OPS },
  { id: 'staking', title: 'Staking and rewards', ops: STAKING_OPS },
  { id: 'tokens', title: 'Tokens', ops: TOKEN_OPS },
  { id: 'multisig', title: 'Multisig', ops: MULTISIG_OPS },
  { id: 'signing', title: 'Signing, broadcast and networks', ops: WALLET_OPS },
  { id: 'reads', title: 'Reads (this page → the node)', ops: [READ_OP] },
];

/** @type {{ provider: import('../../packages/provider-types').LedgerProvider | null, account: string | null, network: { chainId: string, name?: string, restUrl?: string } | null, seq: number }} */
const state = { provider: null, account: null, network: null, seq: 0 };
/** @param {string} id @returns {any} the element (forms, inputs and plain nodes alike) */
const $ = (id) => document.getElementById(id);
const show = (value) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));
const rest = () => restClient(state.network?.restUrl);
const context = () => ({ account: state.account ?? undefined, rest: rest() });

// ---- provider discovery ----

function useProvider(provider, info) {
  const status = $('provider-status');
  status.dataset.status = 'found';
  status.textContent = info ? `detected: ${info.name}` : 'detected';
  if (state.provider) return;
  state.provider = provider;
  for (const event of EVENTS) provider.on?.(event, (data) => onProviderEvent(event, data));
  refresh();
}

window.addEventListener('ledger:announceProvider', (event) => {
  const detail = event.detail;
  if (detail?.provider && detail.info?.rdns === VAULTLINE_RDNS) useProvider(detail.provider, detail.info);
});
window.dispatchEvent(new Event('ledger:requestProvider'));
if (!state.provider && window.ledger) useProvider(window.ledger);
if (!state.provider) $('provider-status').textContent = 'not detected: install and enable the Vaultline extension';

// ---- wallet state ----

function setAccounts(accounts) {
  const first = Array.isArray(accounts) && accounts.length ? accounts[0] : null;
  state.account = typeof first === 'string' ? first : (first?.address ?? null);
  const node = $('account');
  node.textContent = state.account ?? 'not connected';
  node.dataset.connected = String(Boolean(state.account));
  node.dataset.address = state.account ?? '';
}

function setNetwork(network) {
  state.network = network && typeof network === 'object' ? network : null;
  const node = $('network');
  // A site without a connection learns the chain id only; name and node URL come once connected.
  node.textContent = state.network
    ? [state.network.name, state.network.chainId, state.network.restUrl ?? 'connect to read the node URL'].filter(Boolean).join(' · ')
    : 'unknown';
  node.dataset.chainId = state.network?.chainId ?? '';
  node.dataset.restUrl = state.network?.restUrl ?? '';
}

function onProviderEvent(event, data) {
  $('event-log').append(el('li', { 'data-event': event, text: `${event}: ${JSON.stringify(data)}` }));
  if (event === 'accountsChanged') setAccounts(data);
  if (event === 'disconnect') setAccounts([]);
  if (event === 'networkChanged') {
    setNetwork(data);
    loadNodeData();
  }
}

/** Con-accounts and tokens for the inputs' suggestions, and the node's height; quiet on failure. */
async function loadNodeData() {
  const client = rest();
  if (!client.baseUrl) return;
  const fill = (listId, options) => $(listId).replaceChildren(...options.map(([value, label]) => el('option', { value, label })));
  await Promise.allSettled([
    client.get('/v1/staking/con-accounts').then((answer) =>
      fill(
        'list-con-accounts',
        answer.result.map((con) => [con.operator_address, `${con.description?.moniker ?? ''} · ${con.status}`]),
      ),
    ),
    client
      .get('/v1/token/list')
      .then((answer) =>
        fill('list-tokens', [['NANOGT', 'GT'], ...answer.result.tokens.map((token) => [token.value.symbol, token.value.token_name])]),
      ),
    client.get('/v1/block/latest').then((block) => {
      $('node-height').textContent = block.height;
    }),
  ]);
}

async function refresh() {
  const [accounts, network] = await Promise.all([quietRequest('ledger_accounts'), quietRequest('ledger_getNetwork')]);
  if (accounts) setAccounts(accounts);
  if (network) setNetwork(network);
  await loadNodeData();
}

/**
 * @template {import('../../packages/provider-types').ProviderMethod} M
 * @param {M} method
 * @returns {Promise<import('../../packages/provider-types').ProviderResults[M] | undefined>}
 */
async function quietRequest(method) {
  try {
    return await state.provider.request({ method });
  } catch {
    return undefined;
  }
}

// ---- requests and their outcomes ----

function showResult(seq, method, status, code, body) {
  const result = $('result');
  Object.assign(result.dataset, { seq: String(seq), method, status, code: String(code) });
  result.textContent = show(body);
  $('result-code').textContent = String(code);
  $('result-code-name').textContent =
    status === 'ok' ? '' : (PROVIDER_ERROR_NAMES[code] ?? (typeof code === 'number' ? `HTTP ${code}` : ''));
  $('result-method').textContent = method;
}

function showOpResult(op, status, code, text) {
  if (!op) return;
  const line = $(`${op.id}-result`);
  Object.assign(line.dataset, { status, code: String(code) });
  line.textContent = text;
}

/** One history entry (`#request-<seq>`), settled once with the outcome. */
function record(method, op, request) {
  const seq = ++state.seq;
  const item = el('li', {
    id: `request-${seq}`,
    'data-seq': seq,
    'data-method': method,
    'data-op': op?.id,
    'data-status': 'pending',
    text: `${method}: pending`,
  });
  $('history').prepend(item);
  $('last-request').textContent = show(request ?? { method });
  return (status, code, body) => {
    Object.assign(item.dataset, { status, code: String(code), result: JSON.stringify(body ?? null) });
    item.textContent = `${method}: ${status === 'ok' ? 'ok' : `error ${code}`}`;
    showResult(seq, method, status, code, body);
    const summary =
      status === 'ok' ? `ok${body?.txhash ? `: ${body.txhash} at height ${body.height}` : ''}` : `error ${code}: ${body?.message ?? ''}`;
    showOpResult(op, status, code, summary);
  };
}

const errorBody = (error) => ({ code: error?.code, message: error?.message ?? String(error), data: error?.data });

/**
 * @template {import('../../packages/provider-types').ProviderMethod} M
 * @param {M} method
 * @param {import('../../packages/provider-types').ProviderParams[M]} [params]
 * @param {any} [op]
 * @returns {Promise<import('../../packages/provider-types').ProviderResults[M] | undefined>}
 */
async function callProvider(method, params, op) {
  const settle = record(method, op, params === undefined ? { method } : { method, params });
  try {
    if (!state.provider) throw localError('No wallet detected on this page');
    const result = await state.provider.request(params === undefined ? { method } : { method, params });
    settle('ok', 'ok', result);
    afterResult(method, result);
    return result;
  } catch (error) {
    settle('error', String(error?.code ?? 'unknown'), errorBody(error));
    return undefined;
  }
}

async function callRest({ method, path, body }, op) {
  const label = `${method} ${path}`;
  const settle = record(label, op, body === undefined ? { method, path } : { method, path, body });
  try {
    const result = method === 'GET' ? await rest().get(path) : await rest().post(path, body);
    settle('ok', 'ok', result);
    return result;
  } catch (error) {
    settle('error', String(error?.code ?? 'unknown'), errorBody(error));
    return undefined;
  }
}

function failedLocally(op, error) {
  const settle = record(op.id, op);
  settle('error', String(error?.code ?? 'local'), errorBody(error));
}

function afterResult(method, result) {
  if (method === 'ledger_requestAccounts' || method === 'ledger_accounts') setAccounts(result);
  if (method === 'ledger_signTx') $('broadcast-tx').value = JSON.stringify(result, null, 2);
  if (method === 'ledger_sendTx' || method === 'ledger_broadcastTx') loadNodeData();
}

/** The tx fields every message form shares; empty ones are left to the wallet's defaults. */
function txOptions() {
  const options = {};
  const fee = $('tx-fee').value.trim();
  if (fee) options.fee = { amount: [{ denom: 'NANOGT', amount: fee }], gas: '200000' };
  const memo = $('tx-memo').value;
  if (memo) options.memo = memo;
  const from = $('tx-valid-from').value.trim();
  const to = $('tx-valid-to').value.trim();
  if (from || to) options.validHeight = [from, to];
  return options;
}

async function submit(op, form) {
  let request;
  try {
    if (op.msgType) {
      const msgs = await op.msgs(form.values(), context());
      request = { method: $('tx-mode').value, params: { msgs, ...txOptions() } };
    } else {
      request = await op.request(form.values(), context());
    }
  } catch (error) {
    failedLocally(op, error);
    return;
  }
  if (request.rest) await callRest(request.rest, op);
  else await callProvider(request.method, request.params, op);
}

async function runAction(op, action, form) {
  try {
    const found = await action.run(form, context());
    showOpResult(op, 'ok', 'ok', `${action.label}: done`);
    return found;
  } catch (error) {
    showOpResult(op, 'error', String(error?.code ?? 'local'), `${action.label}: ${error?.message ?? error}`);
    return undefined;
  }
}

$('connect').addEventListener('click', async () => {
  if (await callProvider('ledger_requestAccounts')) await refresh();
});
$('refresh').addEventListener('click', () => refresh());
$('disconnect').addEventListener('click', async () => {
  if ((await callProvider('ledger_disconnect')) !== undefined) setAccounts([]);
});

// ---- page ----

$('groups-nav').append(...GROUPS.map((group) => el('a', { href: `#group-${group.id}`, text: group.title })));
$('groups').append(
  ...GROUPS.map((group) =>
    el(
      'section',
      { class: 'card group', id: `group-${group.id}` },
      el('h2', { text: group.title }),
      el('div', { class: 'ops' }, ...group.ops.map((op) => renderOperation(op, { onSubmit: submit, onAction: runAction }))),
    ),
  ),
);
