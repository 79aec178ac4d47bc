// The demo dApp: finds the wallet (announce event, else window.ledger), connects, renders one
// form per operation (operations.js), and shows every request's result, or its error in words
// (friendly.js) with the EIP-1193 code and raw answer under Details.
import { el } from './dom.js';
import { OPERATIONS, localError } from './operations.js';
import { friendlyError } from './friendly.js';

const VAULTLINE_RDNS = 'dev.vaultline.wallet';
const EVENTS = ['connect', 'disconnect', 'accountsChanged', 'networkChanged'];

/** @type {{ provider: import('../packages/provider-types').LedgerProvider | null, account: string | null, seq: number }} */
const state = { provider: null, account: null, seq: 0 };
/** @param {string} id @returns {any} the element (forms, inputs and plain nodes alike) */
const $ = (id) => document.getElementById(id);

const show = (value) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

// ---- provider discovery ----

function useProvider(provider, info) {
  if (state.provider && state.provider !== provider) return;
  const status = $('provider-status');
  status.dataset.status = 'found';
  status.textContent = 'detected';
  if (info) {
    const name = $('provider-name');
    name.textContent = `${info.name} (${info.rdns})`;
    name.dataset.rdns = info.rdns;
    status.dataset.announced = String(Number(status.dataset.announced ?? 0) + 1);
  }
  if (state.provider) return;
  state.provider = provider;
  for (const event of EVENTS) provider.on?.(event, (data) => onProviderEvent(event, data));
}

window.addEventListener('ledger:announceProvider', (event) => {
  const detail = event.detail;
  if (!detail?.provider || detail.info?.rdns !== VAULTLINE_RDNS) return;
  useProvider(detail.provider, detail.info);
});
window.dispatchEvent(new Event('ledger:requestProvider'));
if (!state.provider && window.ledger) useProvider(window.ledger);
if (!state.provider) $('provider-status').textContent = 'not detected: install and enable the Vaultline extension';

// ---- wallet state ----

function accountAddress(entry) {
  return typeof entry === 'string' ? entry : (entry?.address ?? null);
}

function setAccounts(accounts) {
  state.account = Array.isArray(accounts) && accounts.length ? accountAddress(accounts[0]) : null;
  const node = $('account');
  node.textContent = state.account ?? 'not connected';
  node.dataset.connected = String(Boolean(state.account));
}

function setNetwork(network) {
  const node = $('network');
  if (!network) {
    node.textContent = 'unknown';
    delete node.dataset.chainId;
    return;
  }
  const chainId = typeof network === 'string' ? network : network.chainId;
  node.textContent =
    typeof network === 'string' ? chainId : `${network.name ?? chainId} · ${chainId}${network.restUrl ? ` · ${network.restUrl}` : ''}`;
  node.dataset.chainId = chainId;
}

function onProviderEvent(event, data) {
  $('event-log').append(el('li', { 'data-event': event, text: `${event}: ${JSON.stringify(data)}` }));
  if (event === 'accountsChanged') setAccounts(data);
  if (event === 'disconnect') setAccounts([]);
  if (event === 'networkChanged') setNetwork(data);
}

// ---- requests ----

function showResult(seq, method, status, code, body) {
  const result = $('result');
  result.dataset.seq = String(seq);
  result.dataset.method = method;
  result.dataset.status = status;
  result.dataset.code = code;
  result.textContent = show(body);
  $('result-code').textContent = code;
  $('result-method').textContent = method;
  // A sentence first; the code and the raw answer are under Details.
  const summary = $('result-summary');
  summary.dataset.status = status;
  summary.dataset.code = code;
  summary.textContent = status === 'ok' ? `${method}: done.` : friendlyError(body);
}

/** Sends one request, recording it in the history (`#request-<seq>`, with data-status, data-code and
 *  data-result once settled) and in the result panel. */
/**
 * @template {import('../packages/provider-types').ProviderMethod} M
 * @param {M} method
 * @param {import('../packages/provider-types').ProviderParams[M]} [params]
 * @returns {Promise<import('../packages/provider-types').ProviderResults[M] | undefined>}
 */
async function call(method, params) {
  const seq = ++state.seq;
  const item = el('li', {
    id: `request-${seq}`,
    'data-seq': seq,
    'data-method': method,
    'data-status': 'pending',
    text: `${method}: pending`,
  });
  $('history').append(item);
  const settle = (status, code, body) => {
    item.dataset.status = status;
    item.dataset.code = code;
    item.dataset.result = JSON.stringify(body ?? null);
    item.textContent = `${method}: ${status === 'ok' ? 'ok' : `error ${code}`}`;
    showResult(seq, method, status, code, body);
  };
  try {
    if (!state.provider) throw localError('No wallet detected on this page');
    const result = await state.provider.request(params === undefined ? { method } : { method, params });
    settle('ok', 'ok', result);
    return result;
  } catch (error) {
    const code = String(error?.code ?? 'unknown');
    settle('error', code, { code: error?.code, message: error?.message ?? String(error), data: error?.data });
    return undefined;
  }
}

async function refreshNetwork() {
  const network = await call('ledger_getNetwork');
  if (network) setNetwork(network);
}

$('connect').addEventListener('click', async () => {
  const accounts = await call('ledger_requestAccounts');
  if (accounts) {
    setAccounts(accounts);
    await refreshNetwork();
  }
});

$('refresh').addEventListener('click', async () => {
  const accounts = await call('ledger_accounts');
  if (accounts) setAccounts(accounts);
  await refreshNetwork();
});

$('disconnect').addEventListener('click', async () => {
  const result = await call('ledger_disconnect');
  if (result !== undefined) setAccounts([]);
});

// ---- operation forms ----

function renderField(op, field) {
  const id = `${op.id}-${field.id}`;
  if (field.type === 'checkbox') {
    return el('label', { class: 'inline', for: id }, el('input', { id, name: field.id, type: 'checkbox' }), field.label);
  }
  const input =
    field.type === 'textarea'
      ? el('textarea', { id, name: field.id, placeholder: field.placeholder, required: field.required })
      : el('input', { id, name: field.id, type: 'text', placeholder: field.placeholder, required: field.required, autocomplete: 'off' });
  if (field.value) input.value = field.value;
  return el('label', { for: id }, field.label, input);
}

function readValues(op, form) {
  const values = {};
  for (const field of op.fields) {
    const input = form.elements.namedItem(field.id);
    values[field.id] = field.type === 'checkbox' ? input.checked : input.value;
  }
  return values;
}

function renderOperation(op) {
  const form = el(
    'form',
    { id: `form-${op.id}`, novalidate: true },
    ...op.fields.map((field) => renderField(op, field)),
    el('div', { class: 'row' }, el('button', { id: `${op.id}-submit`, type: 'submit', text: op.submitLabel })),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    let request;
    try {
      request = op.request(readValues(op, form), { account: state.account });
    } catch (error) {
      const seq = ++state.seq;
      $('history').append(
        el('li', {
          id: `request-${seq}`,
          'data-seq': seq,
          'data-method': op.id,
          'data-status': 'error',
          'data-code': 'local',
          text: `${op.id}: ${error.message}`,
        }),
      );
      showResult(seq, op.id, 'error', 'local', { code: 'local', message: error.message, data: error.data });
      return;
    }
    const result = await call(request.method, request.params);
    if (result !== undefined && op.after) {
      const verdict = await op
        .after(result, request.params, { chainId: $('network').dataset.chainId })
        .catch((error) => `Could not check: ${error.message}`);
      $(`${op.id}-verdict`).textContent = verdict;
    }
  });
  const verdict = op.after ? [el('p', { id: `${op.id}-verdict`, class: 'muted' })] : [];
  return el('section', { class: 'card', id: `operation-${op.id}` }, el('h2', { text: op.title }), form, ...verdict);
}

$('operations').append(...OPERATIONS.map(renderOperation));
