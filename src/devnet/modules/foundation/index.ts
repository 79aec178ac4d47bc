// Foundation members (§2.10): fixed at genesis on the devnet (nothing releases or withdraws).
// Store keys: see keeper.ts.
import type { LedgerModule } from '../../ledger/types';
import { setMember } from './keeper';
import { registerFoundationRoutes } from './routes';

export const foundationModule: LedgerModule = {
  name: 'foundation',
  msgTypes: [],
  initGenesis({ store }, genesis) {
    for (const member of genesis.foundationMembers) setMember(store, member);
  },
  routes: registerFoundationRoutes,
};
