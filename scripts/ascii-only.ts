// A vite plugin: one character past ASCII makes V8 keep a whole script's source as two-byte text
// (twice the memory for every page and the service worker), so built JS escapes those as \uXXXX.
import type { Plugin } from 'vite';

export function escapeNonAscii(code: string): string {
  return code.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function asciiOnly(): Plugin {
  return {
    name: 'vaultline:ascii-only',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') output.code = escapeNonAscii(output.code);
    },
  };
}
