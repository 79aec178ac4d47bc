// The module registry: every ledger module the node runs, in endBlock order.
import type { LedgerModule } from '../ledger/types';
import { bankModule } from './bank/index';
import { distributionModule } from './distribution/index';
import { foundationModule } from './foundation/index';
import { multisigModule } from './multisig/index';
import { stakingModule } from './staking/index';
import { tokenModule } from './token/index';
import { vaultModule } from './vault/index';

export const LEDGER_MODULES: readonly LedgerModule[] = [
  bankModule,
  tokenModule,
  stakingModule,
  distributionModule,
  vaultModule,
  multisigModule,
  foundationModule,
];
