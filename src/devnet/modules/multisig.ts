// Multisig module: MsgPublishMultiSigAccount and its build route.
//
// No store keys of its own: publishing records the threshold key as the account's public key
// (auth/account/<gt1>.public_key, type gatechain/PubKeyMultisigThreshold, base64 amino bytes) and
// sets account_type 2, so the account reads gt2 from then on (a multisig vault stays type 3).
// What the devnet supports: any funded account (from_address, the signer and fee payer) may
// publish a key whose address is to_address; publishing twice is refused. The devnet verifies
// single Ed25519 signatures only, so a published multisig account can receive funds but cannot
// sign anything to spend them.
import type { Hono } from 'hono';
import { decodeBech32PubKey } from '../../core/address.js';
import { toBase64 } from '../../core/bytes.js';
import { LedgerError, type BuildHelpers, type LedgerModule, type QueryCtx, type TxCtx } from '../ledger/types.js';
import type { Msg } from '../../core/types.js';
import { ensureAccount, getAccount, recordPublicKey, setAccountType } from './bank.js';
import { pathAddress, readWrappedBody } from './module-routes.js';
import { MULTISIG_PUBKEY_TYPE } from './vault.js';

function publish(ctx: TxCtx, msg: Msg): void {
  const address = String(msg.value.to_address);
  const pubkey = String(msg.value.pubkey);
  const existing = getAccount(ctx.store, address);
  if (existing?.public_key) {
    throw new LedgerError('already_published', `${address} already has a public key on the ledger`);
  }
  const record = ensureAccount(ctx.store, address);
  setAccountType(ctx.store, address, record.account_type === 3 ? 3 : 2);
  recordPublicKey(ctx.store, address, { type: MULTISIG_PUBKEY_TYPE, value: toBase64(decodeBech32PubKey(pubkey)) });
  ctx.emit({ type: 'publish_multisig_account', attributes: [{ key: 'address', value: address }] });
}

function registerMultisigRoutes(app: Hono, _q: QueryCtx, build: BuildHelpers): void {
  app.post('/v1/account/publish-multisig/:address', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const value = { from_address: from, to_address: pathAddress(c, 'address'), pubkey: body.pubkey };
    return build.respondUnsignedTx(c, baseReq, [{ type: 'MsgPublishMultiSigAccount', value }]);
  });
}

export const multisigModule: LedgerModule = {
  name: 'multisig',
  msgTypes: ['MsgPublishMultiSigAccount'],
  deliver(ctx, msg) {
    if (msg.type === 'MsgPublishMultiSigAccount') publish(ctx, msg);
  },
  routes: registerMultisigRoutes,
};
