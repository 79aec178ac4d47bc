// The module registry: every ledger module the node runs, in endBlock order.
import type { LedgerModule } from '../ledger/types.js';
import { bankModule } from './bank/index.js';
import { distributionModule } from './distribution.js';
import { foundationModule } from './foundation.js';
import { multisigModule } from './multisig.js';
import { stakingModule } from './staking.js';
import { tokenModule } from './token.js';
import { vaultModule } from './vault.js';

export const LEDGER_MODULES: readonly LedgerModule[] = [
  bankModule,
  tokenModule,
  stakingModule,
  distributionModule,
  vaultModule,
  multisigModule,
  foundationModule,
];
