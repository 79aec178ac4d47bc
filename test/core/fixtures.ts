// Real transactions from the ledger's public documentation, shared by the core tests.
import { expect } from 'vitest';
import { CoreError } from '../../src/core/errors';
import type { StdTx } from '../../src/core/types';

// A real signed transfer from the ledger's API documentation (chain "testnet").
export const DOCS_SEND: StdTx = {
  type: 'StdTx',
  value: {
    fee: { amount: [{ amount: '11', denom: 'NANOGT' }], gas: '200000' },
    memo: '',
    msg: [
      {
        type: 'MsgSend',
        value: {
          amount: [{ amount: '10000000000', denom: 'NANOGT' }],
          from_address: 'gt11u9g7sev4p03trvrh9pfgjheadkl5whepk75vyc0g4xqhhr372myh75cehak9jz2u3ap0fp',
          to_address: 'gt11uqv6t6vnqkgh22x5x8wuz0yhwejgkcjysale7xdsx0ww8wytjtf6p9vx6pdvpcfgme5xar',
        },
      },
    ],
    nonces: ['MrmGgwYd4DVD+rguqJBOSS/98axW8byFUxayngBOs6Avz3BpzOoLFgbFSUmMKDNg'],
    signatures: [
      {
        pub_key: { type: 'gatechain/PubKeyEd25519', value: 'G6r1W3v7YooP7646K+YRTzClo3PP93RN4yH62yzCAlQ=' },
        signature: '1ypLd6oktXAu9Zu5jgV09qJFQc7wi0mKjqj5UygHM5+dvKG3F2q3jYwAC2LvGNW177wufuBeBbgA0uwxqnwZCg==',
      },
    ],
    valid_height: ['1', '204'],
  },
};

/** The CoreError `run` throws; fails the test when it throws anything else or nothing. */
export function coreErrorOf(run: () => unknown): CoreError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CoreError);
    return error as CoreError;
  }
  throw new Error('expected a CoreError');
}
