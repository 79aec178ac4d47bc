// The module registry: every ledger module the node runs, in endBlock order.
import type { LedgerModule } from '../ledger/types.js';
import { bankModule } from './bank.js';
import { foundationModule } from './foundation.js';
import { tokenModule } from './token.js';

export const LEDGER_MODULES: readonly LedgerModule[] = [bankModule, tokenModule, foundationModule];
