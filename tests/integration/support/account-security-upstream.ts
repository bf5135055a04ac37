import { afterAll, beforeAll } from "vitest";
import { call, startTestUpstream, type TestUpstream } from "../upstream/helpers";

/** Login codes, the confirmed phone change and the certificate locks (issue 13, items 3, 4 and 6; issue 20, item 4). */
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
