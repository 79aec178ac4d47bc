// The approval window's first script, a classic one run while approve.html is parsed: it asks the
// background for the first state and the queue, so both answers come while the window's one module
// is still loading and running instead of after it (approve-main.tsx takes them; a page whose first
// script did not run asks itself). The build adds it to the page (scripts/approve-build.ts).
import { sendFirst } from './lib/wallet-message';

sendFirst('wallet_getState');
sendFirst('wallet_listApprovals');
