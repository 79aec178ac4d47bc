// The demo's "server side" of a sign-in: the wallet's own verifySignIn (src/core/signIn.ts) bundled
// for the browser on first request, in memory, so the demo page never runs a copy that could drift.
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

export const SIGN_IN_VERIFIER_PATH = '/sign-in-verifier.js';
const ENTRY = fileURLToPath(new URL('../src/core/signIn.ts', import.meta.url));

let bundled: Promise<string> | undefined;

export function signInVerifierModule(): Promise<string> {
  bundled ??= (async () => {
    const output = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, lib: { entry: ENTRY, formats: ['es'], fileName: 'sign-in-verifier' } },
    });
    const [first] = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
    const chunk = first?.output.find((part): part is Rollup.OutputChunk => part.type === 'chunk');
    if (!chunk) throw new Error('the sign-in verifier did not build');
    return chunk.code;
  })();
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
}
