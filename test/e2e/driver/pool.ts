// One browser per test worker, for every file that launches it with the same settings and no
// profile or proxy of its own: the drivers (./chromium.ts, ./firefox.ts) give each file a fresh
// extension in it, and undo what the file left behind when it closes. A failed reset closes the
// browser, and the next file starts a new one.
import { rmSync } from 'node:fs';
import { PROFILES_ENV, freshProfileDir } from './profile';
import type { LaunchOptions } from './types';

/** How long undoing a file, or closing a browser, may take before the browser is given up. */
const RESET_MS = 30_000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took over ${RESET_MS} ms`)), RESET_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

interface Entry<B> {
  key: string;
  browser: B;
  profileDir: string;
  inUse: boolean;
  /** Files it has served. */
  files: number;
}

interface Taken<B> {
  browser: B;
  /** Whether an earlier file of this worker ran in it. */
  reused: boolean;
  /** Ends the file's use: `reset` undoes what it left; the browser is closed if that fails. */
  release(reset: (browser: B, profileDir: string) => Promise<void>): Promise<void>;
}

export interface BrowserPool<B> {
  /** Whether a file may take the worker's browser: not while another file (a second harness at once)
   *  uses it, and only in a run whose global setup made the profiles' folder (test/e2e/global-setup.ts,
   *  vitest's e2e projects): its teardown removes the profile of a browser that outlives its last file.
   *  Elsewhere (the bench's harness) every harness closes a browser of its own. */
  readonly available: boolean;
  take(options: LaunchOptions): Promise<Taken<B>>;
  /** Closes the worker's browser (after a failure it cannot vouch for). */
  drop(): Promise<void>;
}

export function browserPool<B>(hooks: {
  launch(options: LaunchOptions, profileDir: string): Promise<B>;
  close(browser: B): Promise<void>;
  alive(browser: B): boolean;
}): BrowserPool<B> {
  let current: Entry<B> | null = null;
  const drop = async () => {
    const closing = current;
    current = null;
    if (!closing) return;
    await within(hooks.close(closing.browser), 'closing the browser').catch(() => undefined);
    rmSync(closing.profileDir, { recursive: true, force: true });
  };
  return {
    get available() {
      return Boolean(process.env[PROFILES_ENV]) && current?.inUse !== true;
    },
    drop,
    async take(options) {
      // A language or a host mapping is a launch flag: each set of them has its browser.
      const key = JSON.stringify([options.locale ?? '', options.localDomain ?? '']);
      if (!current || current.key !== key || !hooks.alive(current.browser)) {
        await drop();
        const profileDir = freshProfileDir();
        const browser = await hooks.launch(options, profileDir).catch((err: unknown) => {
          rmSync(profileDir, { recursive: true, force: true });
          throw err;
        });
        current = { key, browser, profileDir, inUse: false, files: 0 };
      }
      const entry = current;
      entry.inUse = true;
      const reused = entry.files > 0;
      entry.files += 1;
      return {
        browser: entry.browser,
        reused,
        async release(reset) {
          try {
            await within(reset(entry.browser, entry.profileDir), 'undoing the file');
            entry.inUse = false;
          } catch {
            if (current === entry) await drop();
          }
        },
      };
    },
  };
}
