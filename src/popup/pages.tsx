// The popup's pages: one chunk per route, each with the catalogue areas its texts come from
// (loaded beside it, in the chosen language); the opened route's starts loading at once.
// scripts/popup-preload.ts reads the page module and areas of the opened pages from this source.
import { page, type Pages } from './app';
import { withMessages } from './i18n';
import type { Route } from './lib/router';

const onboarding = page(
  withMessages(['onboarding', 'wallets'], () => import('./screens/onboarding/onboarding').then((m) => m.OnboardingPage)),
);

const routes: Record<Route, Pages['routes'][Route]> = {
  '/': page(withMessages(['home'], () => import('./screens/home/home').then((m) => m.HomePage))),
  '/send': page(
    withMessages(['activity', 'checks', 'home', 'renderers', 'summaries', 'tx'], () =>
      import('./screens/send/send').then((m) => m.SendPage),
    ),
  ),
  '/receive': page(withMessages(['home'], () => import('./screens/receive/receive').then((m) => m.ReceivePage))),
  '/activity': page(
    withMessages(['activity', 'common', 'renderers', 'summaries', 'time'], () =>
      import('./screens/activity/activity').then((m) => m.ActivityPage),
    ),
  ),
  '/sites': page(withMessages(['home'], () => import('./screens/sites/sites').then((m) => m.SitesPage))),
  '/settings': page(
    withMessages(['common', 'onboarding', 'settings', 'time', 'wallets'], () =>
      import('./screens/settings/settings').then((m) => m.SettingsPage),
    ),
  ),
  '/approve': page(withMessages(['approvals', 'renderers'], () => import('./screens/approvals/approve').then((m) => m.ApprovePage))),
  '/staking': page(
    withMessages(['activity', 'checks', 'renderers', 'staking', 'summaries', 'time', 'tx'], () =>
      import('./screens/staking/StakingRoot').then((m) => m.StakingRoot),
    ),
  ),
  '/tokens': page(
    withMessages(['activity', 'checks', 'renderers', 'summaries', 'tokens', 'tx'], () =>
      import('./screens/tokens/TokensRoot').then((m) => m.TokensRoot),
    ),
  ),
  '/vaults': page(
    withMessages(['activity', 'checks', 'common', 'multisig', 'renderers', 'staking', 'summaries', 'time', 'tx', 'vault', 'wallets'], () =>
      import('./screens/vault/VaultRoot').then((m) => m.VaultRoot),
    ),
  ),
  '/network': page(withMessages(['network', 'time'], () => import('./screens/network/NetworkRoot').then((m) => m.NetworkRoot))),
  '/contacts': page(
    withMessages(['checks', 'renderers', 'settings'], () => import('./screens/contacts/contacts').then((m) => m.ContactsPage)),
  ),
  '/wallets': page(withMessages(['onboarding', 'wallets'], () => import('./screens/wallets/WalletsRoot').then((m) => m.WalletsRoot))),
};

export const POPUP_PAGES: Pages = { routes, onboarding };
