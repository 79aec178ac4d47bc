// The unit tests' stand-in for PBKDF2's cost, as fake-indexeddb stands in for IndexedDB: a key is
// derived with a thousandth of the iterations asked when they are a multiple of 1,000 of at least
// 100,000 (600,000, the wallet's count, becomes 600), and with the count asked otherwise. The
// derivation is otherwise PBKDF2-SHA256 itself, so a wrong password or salt still opens nothing, nor
// does another count (but N and N/1,000, which no test uses both of), and the records still say
// 600,000 (the keyring's tests read them). The unit files derive 333 keys; at the full count they
// took 134 CPU-seconds and 73 s, with this 53 and 32 s. The e2e tests derive every key at the full
// count, in the browsers' own WebCrypto.
const SCALED = Symbol.for('vaultline.test.scaledKdf');
const subtle = globalThis.crypto.subtle as SubtleCrypto & { [SCALED]?: true };

/** The count a unit test derives at for `iterations`. */
function scaledIterations(iterations: number): number {
  return iterations >= 100_000 && iterations % 1000 === 0 ? iterations / 1000 : iterations;
}

if (!subtle[SCALED]) {
  const deriveKey = subtle.deriveKey.bind(subtle);
  const deriveBits = subtle.deriveBits.bind(subtle);
  const scaled = <A>(algorithm: A): A => {
    const pbkdf2 = algorithm as { name?: string; iterations?: number };
    return pbkdf2.name === 'PBKDF2' && typeof pbkdf2.iterations === 'number'
      ? ({ ...pbkdf2, iterations: scaledIterations(pbkdf2.iterations) } as A)
      : algorithm;
  };
  subtle.deriveKey = ((algorithm, ...rest) => deriveKey(scaled(algorithm), ...rest)) as SubtleCrypto['deriveKey'];
  subtle.deriveBits = ((algorithm, ...rest) => deriveBits(scaled(algorithm), ...rest)) as SubtleCrypto['deriveBits'];
  subtle[SCALED] = true;
}
