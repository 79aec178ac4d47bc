// The module registry: every ledger module the node runs, in endBlock order.
import type { LedgerModule } from '../ledger/types.js';
import { bankModule } from './bank/index.js';
import { distributionModule } from './distribution/index.js';
import { foundationModule } from './foundation/index.js';
import { multisigModule } from './multisig/index.js';
import { stakingModule } from './staking/index.js';
import { tokenModule } from './token/index.js';
import { vaultModule } from './vault/index.js';

export const LEDGER_MODULES: readonly LedgerModule[] = [
  bankModule,
  tokenModule,
  stakingModule,
  distributionModule,
  vaultModule,
  multisigModule,
  foundationModule,
];
