import { afterAll, beforeAll } from "vitest";
import { call, startTestUpstream, type TestUpstream } from "../demo-upstream/helpers";

/**
 * An upstream for the tests of its login codes, confirmed phone change and certificate locks (docs/reliability.md).
 */
export const SEED = 30;
export const START = Date.parse("2026-03-02T09:00:00Z");
export let upstream: TestUpstream;
let phoneCounter = 0;
export const freshPhone = () => `+7913000${String(++phoneCounter).padStart(4, "0")}`;
export const requestCode = (phone: string) => call(upstream, "/api/auth/code", { body: { phone } });
export const logInWith = (phone: string, code: string) => call(upstream, "/api/auth/login", { body: { phone, code } });

/** Starts this test file's upstream (its clock the file's own, which its tests move) and stops it after them. */
export function withAccountSecurityUpstream(clock: () => number): void {
  beforeAll(async () => {
    upstream = await startTestUpstream({ seedProducts: SEED, clock });
  });
  afterAll(() => upstream.stop());
}
