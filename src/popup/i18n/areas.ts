// Where each area of each catalogue loads from: one chunk per language and area, imported on demand,
// so a popup loads only its language, and only the areas its screens use (`loadMessages` in index.ts);
// the first areas, which every first render loads, and home's come from one chunk per language (first-areas/).
// A new area file goes here too (test/popup/i18n-areas.test.ts checks the list against the files).
import type { Catalogue } from './types';

export const AREAS = [
  'activity',
  'approvals',
  'checks',
  'common',
  'errors',
  'home',
  'multisig',
  'network',
  'onboarding',
  'renderers',
  'settings',
  'staking',
  'summaries',
  'time',
  'tokens',
  'tx',
  'ui',
  'unlock',
  'vault',
  'wallets',
] as const;
export type AreaName = (typeof AREAS)[number];

type Loaders = Readonly<Record<AreaName, () => Promise<Catalogue>>>;

export const LOADERS: { readonly en: Loaders; readonly 'zh-CN': Loaders } = {
  en: {
    activity: () => import('./en/activity').then((m) => m.activity),
    approvals: () => import('./en/approvals').then((m) => m.approvals),
    checks: () => import('./en/checks').then((m) => m.checks),
    common: () => import('./en/common').then((m) => m.common),
    errors: () => import('./first-areas/en').then((m) => m.errors),
    home: () => import('./first-areas/en').then((m) => m.home),
    multisig: () => import('./en/multisig').then((m) => m.multisig),
    network: () => import('./en/network').then((m) => m.network),
    onboarding: () => import('./en/onboarding').then((m) => m.onboarding),
    renderers: () => import('./en/renderers').then((m) => m.renderers),
    settings: () => import('./en/settings').then((m) => m.settings),
    staking: () => import('./en/staking').then((m) => m.staking),
    summaries: () => import('./en/summaries').then((m) => m.summaries),
    time: () => import('./en/time').then((m) => m.time),
    tokens: () => import('./en/tokens').then((m) => m.tokens),
    tx: () => import('./en/tx').then((m) => m.tx),
    ui: () => import('./first-areas/en').then((m) => m.ui),
    unlock: () => import('./first-areas/en').then((m) => m.unlock),
    vault: () => import('./en/vault').then((m) => m.vault),
    wallets: () => import('./en/wallets').then((m) => m.wallets),
  },
  'zh-CN': {
    activity: () => import('./zh-CN/activity').then((m) => m.activity),
    approvals: () => import('./zh-CN/approvals').then((m) => m.approvals),
    checks: () => import('./zh-CN/checks').then((m) => m.checks),
    common: () => import('./zh-CN/common').then((m) => m.common),
    errors: () => import('./first-areas/zh-CN').then((m) => m.errors),
    home: () => import('./first-areas/zh-CN').then((m) => m.home),
    multisig: () => import('./zh-CN/multisig').then((m) => m.multisig),
    network: () => import('./zh-CN/network').then((m) => m.network),
    onboarding: () => import('./zh-CN/onboarding').then((m) => m.onboarding),
    renderers: () => import('./zh-CN/renderers').then((m) => m.renderers),
    settings: () => import('./zh-CN/settings').then((m) => m.settings),
    staking: () => import('./zh-CN/staking').then((m) => m.staking),
    summaries: () => import('./zh-CN/summaries').then((m) => m.summaries),
    time: () => import('./zh-CN/time').then((m) => m.time),
    tokens: () => import('./zh-CN/tokens').then((m) => m.tokens),
    tx: () => import('./zh-CN/tx').then((m) => m.tx),
    ui: () => import('./first-areas/zh-CN').then((m) => m.ui),
    unlock: () => import('./first-areas/zh-CN').then((m) => m.unlock),
    vault: () => import('./zh-CN/vault').then((m) => m.vault),
    wallets: () => import('./zh-CN/wallets').then((m) => m.wallets),
  },
};
