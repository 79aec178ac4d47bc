// Multisig routes: the MsgPublishMultiSigAccount build endpoint.
import type { Hono } from 'hono';
import type { BuildHelpers, QueryCtx } from '../../ledger/types';
import { pathAddress, readWrappedBody } from '../shared/routes';
import { msgOf } from '../shared/msgs';

export function registerMultisigRoutes(app: Hono, _q: QueryCtx, build: BuildHelpers): void {
  app.post('/v1/account/publish-multisig/:address', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    return build.respondUnsignedTx(c, baseReq, [
      msgOf('MsgPublishMultiSigAccount', { ...body, from_address: from, to_address: pathAddress(c, 'address') }),
    ]);
  });
}
