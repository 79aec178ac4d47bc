// The same types for ESM importers (index.d.ts, the one definition, is read as CommonJS).
export * from './index.js';
