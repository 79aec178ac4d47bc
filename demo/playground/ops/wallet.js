// Requests that are not a message: sign a message, broadcast a signed tx (through the wallet or
// straight to the node), networks, and a raw request for trying any method and params.
import { localError, required } from '../units.js';

function parseJson(text, field) {
  try {
    return JSON.parse(text);
  } catch {
    throw localError(`${field}: not valid JSON`, field);
  }
}

export const WALLET_OPS = [
  {
    id: 'sign-message',
    title: 'Sign a message (ledger_signMessage)',
    note: 'Signed inside a document that can never be a valid transaction.',
    fields: [
      { id: 'data', label: 'Message (text, or 0x-prefixed hex)', type: 'textarea', value: 'Hello from the Vaultline playground' },
      { id: 'address', label: 'Account (empty: the connected one)', placeholder: 'gt11…' },
    ],
    request(values) {
      const params = { data: values.data };
      if (values.address.trim()) params.address = values.address.trim();
      return { method: 'ledger_signMessage', params };
    },
  },
  {
    id: 'broadcast',
    title: 'Broadcast a signed transaction',
    note: 'A transaction signed with “Sign only” lands here. Through the wallet (ledger_broadcastTx), or posted by this page straight to the node (POST /v1/tx).',
    fields: [
      { id: 'tx', label: 'Signed StdTx (JSON)', type: 'textarea', placeholder: '{"type":"StdTx","value":{…}}' },
      { id: 'direct', label: 'Post it to the node myself (POST /v1/tx)', type: 'checkbox' },
    ],
    request(values) {
      const tx = parseJson(required(values.tx, 'tx', 'Signed StdTx'), 'tx');
      return values.direct ? { rest: { method: 'POST', path: '/v1/tx', body: tx } } : { method: 'ledger_broadcastTx', params: tx };
    },
  },
  {
    id: 'add-network',
    title: 'Add a network (ledger_addNetwork)',
    fields: [
      { id: 'name', label: 'Name', placeholder: 'My node' },
      { id: 'rest-url', label: 'REST URL', placeholder: 'http://127.0.0.1:1317' },
      { id: 'chain-id', label: 'Chain id', placeholder: 'gt-devnet-1' },
    ],
    request: (values) => ({
      method: 'ledger_addNetwork',
      params: { name: values.name.trim(), restUrl: values['rest-url'].trim(), chainId: values['chain-id'].trim() },
    }),
  },
  {
    id: 'switch-network',
    title: 'Switch network (ledger_switchNetwork)',
    fields: [{ id: 'chain-id', label: 'Chain id', placeholder: 'gt-devnet-1' }],
    request: (values) => ({ method: 'ledger_switchNetwork', params: { chainId: values['chain-id'].trim() } }),
  },
  {
    id: 'raw',
    title: 'Any request',
    note: 'Try any method and params, e.g. an unknown method (4200) or a wrong field (-32602).',
    fields: [
      { id: 'method', label: 'Method', value: 'ledger_chainId' },
      { id: 'params', label: 'Params (JSON; empty for none)', type: 'textarea' },
    ],
    request(values) {
      const text = values.params.trim();
      return { method: values.method.trim(), params: text ? parseJson(text, 'params') : undefined };
    },
  },
];
