import { afterAll, beforeAll, expect } from "vitest";
import { login, startTestUpstream, type TestUpstream } from "../demo-upstream/helpers";

export const ANNA = "+79990000001";
export const MARIA = "+79990000002";
export let upstream: TestUpstream;
export let anna: string;
export let maria: string;

/** Each call gives a phone no test has used: a fresh user with an empty profile. */
let phoneCounter = 0;
export const freshUser = () => login(upstream, `+7912000${String(++phoneCounter).padStart(4, "0")}`);
export const money = (value: number) => expect.objectContaining({ value });

/** Starts this test file's fixtures before its tests and stops them after. */
export function withPersonalUpstream(): void {
  beforeAll(async () => {
    upstream = await startTestUpstream();
    anna = await login(upstream, ANNA);
    maria = await login(upstream, MARIA);
  });
  afterAll(() => upstream.stop());
}
