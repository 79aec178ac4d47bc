// Components whose code loads on demand (a separate chunk): the first render, or `preload`, starts
// the import; once it has arrived every render is synchronous.
import { h, type FunctionComponent, type VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export interface LazyComponent<P> {
  (props: P): VNode | null;
  /** Starts the import now (idempotent); a failed import may be tried again. */
  preload(): Promise<FunctionComponent<P>>;
}

export interface LazyViews {
  /** Shown while the chunk loads. */
  waiting?: () => VNode | null;
  /** Shown when the chunk could not be loaded, with the browser's message. */
  failed?: (message: string) => VNode | null;
  /** Start the import only after the page around it has painted (parts not needed for the first paint). */
  afterPaint?: boolean;
}

export function lazyComponent<P extends object>(load: () => Promise<FunctionComponent<P>>, views: LazyViews = {}): LazyComponent<P> {
  let loaded: FunctionComponent<P> | undefined;
  let pending: Promise<FunctionComponent<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Lazy(props: P): VNode | null {
    const [failure, setFailure] = useState<string | null>(null);
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      const start = () =>
        preload().then(
          () => {
            if (live) setArrived(true);
          },
          (error: unknown) => {
            if (live) setFailure(error instanceof Error ? error.message : String(error));
          },
        );
      if (!views.afterPaint) void start();
      // The next frame has painted by the time a task queued in its callback runs.
      else
        requestAnimationFrame(() =>
          setTimeout(() => {
            if (live) void start();
          }),
        );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) return h(loaded as FunctionComponent, props);
    if (failure !== null) return views.failed?.(failure) ?? null;
    return views.waiting?.() ?? null;
  }
  return Object.assign(Lazy, { preload });
}
