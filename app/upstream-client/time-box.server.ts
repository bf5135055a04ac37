/**
 * Secondary data never holds the first byte (DESIGN.md): it gets until a deadline, then the page goes on without it —
 * either streaming it later (`byDeadline`, for `defer`) or leaving it out (`timeBoxed`).
 */

/** Data ready by the deadline, or still on its way. */
export type Settled<T> = { ready: true; value: T } | { ready: false; later: Promise<T> };

/** `promise`'s value if it settles by `deadline` (epoch ms), else the promise itself, to stream. A rejection passes through. */
export function byDeadline<T>(promise: Promise<T>, deadline: number): Promise<Settled<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve({ ready: false, later: promise }), Math.max(0, deadline - Date.now()));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve({ ready: true, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** `promise`'s value if it settles within `budgetMs`, else `fallback` (the page renders without it). */
export async function timeBoxed<T>(promise: Promise<T>, budgetMs: number, fallback: T): Promise<T> {
  const settled = await byDeadline(promise, Date.now() + budgetMs);
  return settled.ready ? settled.value : fallback;
}
