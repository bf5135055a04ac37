import { lazy, type ComponentType } from "react";

export type LazyComponent<P> = ComponentType<P> & {
  /** Loads the code ahead of the first render (e.g. when the pointer reaches the link that opens it). */
  preload: () => Promise<unknown>;
};

const onServer = typeof document === "undefined";
/** On the server: every lazy component's module, loading since its module was. */
const serverLoads: Promise<unknown>[] = [];

/**
 * Settles once every module the server began loading for a lazy component has loaded or failed: a test that imports
 * routes awaits it before its environment is torn down (else a late import fails there). A module that loads may hold
 * lazy components of its own, which start loading meanwhile: they are waited for too.
 */
export async function lazyModulesSettled(): Promise<void> {
  for (let waited = 0; waited < serverLoads.length;) {
    const started = serverLoads.slice(waited);
    waited = serverLoads.length;
    await Promise.allSettled(started);
  }
}

/**
 * A component whose code the browser loads only when it is first rendered (a modal's contents, the slider's engine, a
 * page kind), so a page's first visit does not carry it. Render it inside a <Suspense> boundary, the same on server
 * and browser: the server renders it in place (its module is loaded when the server starts), so a page that shows it
 * arrives complete, and the browser keeps that HTML and hydrates it once the code has arrived.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Deferred = lazy(() => preload().then((component) => ({ default: component })));
  if (onServer) serverLoads.push(preload());

  function Lazy(props: P) {
    const Component = (onServer && loaded ? loaded : Deferred) as ComponentType<P>;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
