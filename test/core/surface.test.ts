import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '../../src/core/index';

const REQUIRED = [
  'deriveExtendedKey',
  'publicKeyOf',
  'addressFromPublicKey',
  'multisigThresholdKey',
  'addressFromAminoPubKey',
  'bech32PubKey',
  'ripemd320',
  'canonicalSignDoc',
  'signDocDigest',
  'signDigest',
  'verifyStdTx',
  'encodeStdTxAmino',
  'txHash',
  'parseAmount',
  'formatGT',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('src/core public surface', () => {
  it.each(REQUIRED)('exports %s as a function', (name) => {
    expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
  });

  it('derives the address of vector A through the index alone', () => {
    const pub = core.fromBase64('cdGDyiAsXpidMWmpKFZIHyfBxuBTmLNViowjOUDwNWg=');
    expect(core.addressFromPublicKey(pub)).toBe('gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9');
  });

  it('imports nothing from Node, the browser extension API or the DOM', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../../src/core'))) {
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      if (/\bprocess\.|\bBuffer\./.test(text)) offenders.push(`${file}: Node global`);
      if (/from\s+['"]node:|require\(|from\s+['"](fs|path|crypto|buffer|os)['"]/.test(text)) offenders.push(`${file}: node import`);
      if (/\bchrome\.|\bbrowser\.|\bdocument\.|\blocalStorage\b/.test(text)) offenders.push(`${file}: browser API`);
    }
    expect(offenders).toEqual([]);
  });
});
