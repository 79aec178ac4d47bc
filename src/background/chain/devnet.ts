// The local devnet's helpers for the popup (its /dev/* endpoints, which answer the wallet's origin):
// fund one of this wallet's accounts, produce blocks, move the dev clock. A real node has no /dev/*,
// so `detect` is what decides whether the popup offers them at all.
import { NANOGT } from '../../core/amount';
import { toGt1 } from '../../core/address-forms';
import { CoreError } from '../../core/errors';
import type { LedgerClient } from '../../core/rest/client';
import type { WalletParams, WalletResults } from '../../shared/wallet-api';

const NANOGT_PER_GT = 1_000_000_000n;

export async function devnetAction(
  client: LedgerClient,
  params: WalletParams<'wallet_devnet'>,
  addressOf: (accountId: string) => Promise<string>,
): Promise<WalletResults['wallet_devnet']> {
  if (params.action === 'detect') {
    try {
      await client.devAccounts();
      return { devnet: true };
    } catch {
      return { devnet: false };
    }
  }
  try {
    switch (params.action) {
      case 'fund': {
        const address = toGt1(await addressOf(params.accountId));
        const funded = await client.devFund(address, [{ denom: NANOGT, amount: (BigInt(params.gt) * NANOGT_PER_GT).toString() }]);
        return { devnet: true, balance: funded.coins.find((coin) => coin.denom === NANOGT)?.amount ?? '0' };
      }
      case 'mine':
        return { devnet: true, height: (await client.devMine(params.blocks)).height };
      case 'advanceTime':
        return { devnet: true, time: (await client.devAdvanceTime(params.seconds)).time };
    }
  } catch (error) {
    if (error instanceof CoreError) throw error;
    throw new CoreError('devnet_failed', `The devnet did not do it: ${error instanceof Error ? error.message : 'no answer'}`);
  }
}
