// One entry per operation form. Each describes its fields and turns the typed values into one
// `window.ledger.request({method, params})` call; app.js renders and wires every entry the same
// way, so a new operation is a new entry here and nothing else.
//
// Element ids: the form is `form-<id>`, each field `<id>-<field.id>`, the button `<id>-submit`.

const NANO_PER_GT = 1_000_000_000n;

/** '1.5' GT → '1500000000' NANOGT; at most 9 decimals, no sign, no exponent. */
function gtToNanogt(text) {
  const match = /^(\d+)(?:\.(\d{1,9}))?$/.exec(String(text).trim());
  if (!match) throw localError('Amount must be a GT number with at most 9 decimals, e.g. 1.5', 'amount');
  const whole = BigInt(match[1]) * NANO_PER_GT;
  const fraction = BigInt((match[2] ?? '').padEnd(9, '0'));
  return (whole + fraction).toString();
}

/** An error found in the page before anything reaches the wallet. */
/** @param {string} message @param {string} [field] */
export function localError(message, field) {
  return Object.assign(new Error(message), { code: 'local', data: { field } });
}

/**
 * One operation form; `request` answers the provider call it makes (its method name is checked
 * against the published provider types).
 * @typedef {{ method: import('../packages/provider-types').ProviderMethod, params?: any }} ProviderCall
 * @typedef {{ id: string, title: string, fields: any[], submitLabel: string, request: (values: any, context: { account: string | null }) => ProviderCall, [key: string]: any }} Operation
 */

/** @type {Operation[]} */
export const OPERATIONS = [
  {
    id: 'send',
    title: 'Transfer GT',
    fields: [
      { id: 'to', label: 'Recipient', placeholder: 'gt11…', required: true },
      { id: 'amount', label: 'Amount (GT)', placeholder: '1.5', required: true },
      { id: 'memo', label: 'Memo', placeholder: 'optional' },
      { id: 'sign-only', label: 'Sign only (ledger_signTx, no broadcast)', type: 'checkbox' },
    ],
    submitLabel: 'Send',
    request(values, { account }) {
      const msg = {
        type: 'MsgSend',
        value: {
          from_address: account ?? '',
          to_address: values.to.trim(),
          amount: [{ denom: 'NANOGT', amount: gtToNanogt(values.amount) }],
        },
      };
      const params = { msgs: [msg] };
      if (values.memo) params.memo = values.memo;
      return { method: values['sign-only'] ? 'ledger_signTx' : 'ledger_sendTx', params };
    },
  },
  {
    id: 'sign-message',
    title: 'Sign a message',
    fields: [{ id: 'data', label: 'Message (text, or 0x-prefixed hex)', type: 'textarea', value: 'Hello from the Vaultline demo dApp' }],
    submitLabel: 'Sign message',
    request(values, { account }) {
      const params = { data: values.data };
      if (account) params.address = account;
      return { method: 'ledger_signMessage', params };
    },
  },
  {
    id: 'sign-in',
    title: 'Sign in with Vaultline',
    fields: [
      { id: 'statement', label: 'Statement (one line)', value: 'Sign in to the Vaultline demo' },
      { id: 'nonce', label: 'Nonce (8-128 of A-Z a-z 0-9 - . _ ~; blank: a fresh one)', placeholder: 'from your server' },
    ],
    submitLabel: 'Sign in',
    // The wallet adds this page's origin, its chain id and the times; `after` checks them as a server would.
    request(values, { account }) {
      const params = { nonce: values.nonce.trim() || crypto.randomUUID(), statement: values.statement };
      if (account) params.address = account;
      return { method: 'ledger_signIn', params };
    },
    /** Checks the signed sign-in with the wallet's own verifySignIn (served by the demo's server). */
    async after(result, params, { chainId }) {
      const verifier = '/sign-in-verifier.js';
      const { verifySignIn } = await import(/* @vite-ignore */ verifier);
      /** @type {import('../packages/provider-types').VerifySignIn} */
      const verify = verifySignIn;
      const check = verify(result, { origin: location.origin, chainId: chainId ?? '', nonce: params.nonce });
      return check.ok
        ? `Signed in as ${check.fields.signer} (expires ${check.fields.expirationTime})`
        : `Refused: ${'reason' in check ? check.reason : ''}`;
    },
  },
];
