// What the demo tells a person about a wallet's error, by its EIP-1193 code (and `data.reason`):
// a sentence saying what happened and what to do; the raw error stays below it under "Details".

/** @param {{ code?: unknown, message?: string, data?: any }} error */
export function friendlyError(error) {
  const reason = error?.data?.reason;
  switch (error?.code) {
    case 4001:
      if (reason === 'blocked') return 'You blocked this site in Vaultline. Unblock it in Connected sites to use it again.';
      if (reason === 'coolDown')
        return 'You rejected several requests in a row, so Vaultline pauses this site for a minute. Try again shortly.';
      return 'You rejected the request in Vaultline. Nothing was signed or sent.';
    case 4100:
      return 'This site is not connected to Vaultline, or not to this account. Press Connect first.';
    case 4200:
      return 'Vaultline does not support this request.';
    case 4900:
      if (reason === 'noWallet')
        return 'Vaultline has no wallet yet. Create or import one in the tab Vaultline opened, then press Connect again.';
      if (reason === 'locked') return 'Vaultline is locked. Unlock it and try again.';
      return 'Vaultline could not answer this request (it restarted, or was disconnected). Try again.';
    case 4901:
      return 'Vaultline is on another network than this request is for. Switch networks in Vaultline and try again.';
    case -32602:
      return `The request has a mistake${error?.data?.field ? ` in ${error.data.field}` : ''}: ${error?.message ?? 'invalid parameters'}.`;
    case -32603:
      return 'Vaultline could not reach the ledger node, or it answered something unexpected. Check the network in Vaultline and try again.';
    case -32003:
      return `The ledger refused the transaction: ${error?.message ?? 'no reason given'}.`;
    case -32005:
      return 'Too many requests from this site. Wait a minute and try again.';
    case -32006:
      return 'The transaction can no longer be included: its valid blocks have passed. Send it again.';
    case -32007:
      return 'The transaction is still pending. It may still be included; wait a little longer.';
    case -32008:
      return 'The node says a block includes the transaction, but could not prove it. Check Activity in Vaultline.';
    default:
      return error?.message ? `Something went wrong: ${error.message}` : 'Something went wrong.';
  }
}
