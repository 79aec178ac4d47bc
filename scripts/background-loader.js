// The background's own module loader, written ahead of its first file. The worker is a classic
// script: Chrome forbids import() in a service worker, and lets importScripts() fetch a new file only
// during installation, so every part is fetched once at install (evaluated to be stored, neither run
// nor kept) and read back on demand from the worker's installed scripts, by later workers too.
// Firefox's event page is a document: a part is a script element there.
(() => {
  const factories = new Map();
  const depsOf = new Map();
  const modules = new Map();
  const pending = new Map();
  const inWorker = typeof importScripts === 'function';
  let installing = false;
  let startFile;
  const fileOf = (spec) => spec.replace(/^\.\//, '');

  function fetchFile(file) {
    if (factories.has(file)) return Promise.resolve();
    if (inWorker) {
      try {
        importScripts(`/${file}`);
      } catch (error) {
        return Promise.reject(error);
      }
      return factories.has(file) ? Promise.resolve() : Promise.reject(new Error(`${file} is not a part`));
    }
    let loading = pending.get(file);
    if (!loading) {
      loading = new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = `/${file}`;
        script.onload = () => (factories.has(file) ? resolve() : reject(new Error(`${file} is not a part`)));
        script.onerror = () => reject(new Error(`${file} did not load`));
        document.head.append(script);
      });
      pending.set(file, loading);
      loading.catch(() => pending.delete(file));
    }
    return loading;
  }

  // own: the modules of a private copy (null: the worker's shared ones); the start file is always shared.
  async function ensure(file, own) {
    if (file === startFile || (own ? own.has(file) : modules.has(file))) return;
    await fetchFile(file);
    await Promise.all(depsOf.get(file).map((dep) => ensure(dep, own)));
  }

  function instantiate(spec, own) {
    const file = fileOf(spec);
    const known = own && file !== startFile ? own : modules;
    if (known.has(file)) return known.get(file);
    const factory = factories.get(file);
    if (!factory) throw new Error(`${file} is not loaded`);
    const exports = {};
    known.set(file, exports);
    try {
      factory((dep) => instantiate(dep, own), exports);
    } catch (error) {
      known.delete(file);
      throw error;
    }
    // Its top-level code has run: it need not stay in the heap (a worker reads the file back if needed again).
    if (inWorker) factories.delete(file);
    return exports;
  }

  const require = (spec) => instantiate(spec, null);
  let privateNext = false;

  self.vaultlineParts = {
    define(file, deps, factory) {
      // A part fetched while installing is not kept: its code is freed, and read back when needed.
      if (installing || factories.has(file)) return;
      factories.set(file, factory);
      depsOf.set(file, deps);
    },
    load(spec) {
      const own = privateNext ? new Map() : null;
      privateNext = false;
      return ensure(fileOf(spec), own).then(() => instantiate(spec, own));
    },
    /** Runs `load` (a call of load above) for a copy of the part and its parts of its own, freed with its last user. */
    privately(load) {
      privateNext = true;
      try {
        return load();
      } finally {
        privateNext = false;
      }
    },
    /** The files this worker has run so far (tests read it). */
    loaded: () => [...modules.keys()],
    start(file, parts) {
      // Fetched while installing so that a later worker may read them back; a failure shows when a part is needed.
      if (inWorker) {
        self.addEventListener('install', () => {
          installing = true;
          parts.forEach((part) => {
            try {
              importScripts(`/${part}`);
            } catch {
              /* a part that fails here is fetched again, failing aloud, when first needed */
            }
          });
          installing = false;
        });
      }
      startFile = file;
      require(file);
    },
  };
})();
