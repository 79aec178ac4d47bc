// The build's flavour, set by VAULTLINE_FLAVOR at build time (vite.config.ts `define`): 'store' (what
// `npm run package` ships: starts on Mainnet, no devnet helpers) or 'dev' (the default: `npm start`,
// `npm run build`, the tests: starts on the local devnet with its funded dev accounts).
declare const __VAULTLINE_FLAVOR__: string | undefined;

export type Flavor = 'dev' | 'store';

export const FLAVOR: Flavor = typeof __VAULTLINE_FLAVOR__ === 'string' && __VAULTLINE_FLAVOR__ === 'store' ? 'store' : 'dev';
