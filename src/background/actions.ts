// What only some actions need — building, reviewing, signing and sending txs, multisig — as one
// part that loads on the first of them (./parts.ts, registered by ./part-loaders.ts); the rest of the background never imports
// these modules itself, so a wake-up for home or a site's read query does not load them.
export { checkSignedMsgs, checkTxRequest, completeTx, prepareTx, withEdits } from './tx/prepare';
export { broadcastSigned, sendSigned } from './tx/broadcast';
export { submitTx } from './tx/submit';
export { signStdTx, verifyStdTx } from '../core/tx';
export { signMessage } from '../core/signMessage';
export { signIn, signInTime } from '../core/signIn';
export * as multisig from './multisig';
