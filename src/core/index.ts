// The public surface of the protocol core. Pure TypeScript: no chrome.*, no node:*, no DOM.
export * from './types';
export * from './errors';
export * from './bytes';
export * from './amount';
export * from './ripemd320';
export * from './address';
export * from './hd';
export * from './sign';
export * from './json';
export * from './messages/index';
export * from './tx';
export * from './amino';
export * from './multisig';
export * from './signMessage';
export * from './rest/index';
