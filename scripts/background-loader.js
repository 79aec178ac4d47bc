// The background's own module loader, written ahead of its first file. The worker is a classic
// script: Chrome forbids import() in a service worker, and lets importScripts() fetch a new file only
// during installation, so every part is fetched once at install (evaluated to be stored, neither run
// nor kept) and read back on demand from the worker's installed scripts, by later workers too.
// Firefox's event page is a document: a part is a script element there.
(() => {
  const factories = new Map();
  const modules = new Map();
  const pending = new Map();
  const inWorker = typeof importScripts === 'function';
  let installing = false;
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

  async function ensure(file) {
    await fetchFile(file);
    await Promise.all(factories.get(file).deps.map(ensure));
  }

  function require(spec) {
    const file = fileOf(spec);
    if (modules.has(file)) return modules.get(file);
    const entry = factories.get(file);
    if (!entry) throw new Error(`${file} is not loaded`);
    const exports = {};
    modules.set(file, exports);
    try {
      entry.factory(require, exports);
    } catch (error) {
      modules.delete(file);
      throw error;
    }
    return exports;
  }

  self.vaultlineParts = {
    define(file, deps, factory) {
      // A part fetched while installing is not kept: its code is freed, and read back when needed.
      if (!installing && !factories.has(file)) factories.set(file, { deps, factory });
    },
    load: (spec) => ensure(fileOf(spec)).then(() => require(spec)),
    /** The files this worker has run so far (tests read it). */
    loaded: () => [...modules.keys()],
    start(file, parts) {
      // Fetched while installing so that a later worker may read them back; a failure shows when a part is needed.
      if (inWorker) {
        self.addEventListener('install', () => {
          installing = true;
          parts.forEach((part) => { try { importScripts(`/${part}`); } catch {} });
          installing = false;
        });
      }
      require(file);
    },
  };
})();
