import { Await } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";

/**
 * Secondary data that is either here already or still streaming (a loader's `defer`): rendered at once when here,
 * else the placeholder — the same size, so nothing moves — until it arrives later in the same response.
 */
export function Streamed<T>({
  data,
  placeholder,
  children,
}: {
  data: T | Promise<T>;
  placeholder: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (!(data instanceof Promise)) return <>{children(data)}</>;
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={data}>{(value: T) => children(value)}</Await>
    </Suspense>
  );
}
