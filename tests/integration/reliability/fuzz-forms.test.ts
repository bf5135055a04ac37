import { describe, expect, it } from "vitest";
import { Shopper } from "./http";
import {
  LONG_MS,
  storefront,
  expectClean,
  failedToSend,
  Submission,
  formsOf,
  keyOf,
  post,
  mutations,
  FORM_PAGES,
  UNRENDERED,
  member,
  withFuzzStorefront,
} from "./fuzz-storefront";

withFuzzStorefront();

describe("every form the store renders, posted with hostile fields", () => {
  for (const who of ["guest", "member"] as const) {
    it(
      `as a ${who}`,
      async () => {
        const reader = who === "guest" ? new Shopper(storefront) : await member();
        const seen = new Map<string, Submission>();
        for (const page of FORM_PAGES[who]) {
          const response = await reader.get(page);
          expect(response.status, page).toBe(200);
          for (const submission of formsOf(page, await response.text()))
            if (!seen.has(keyOf(submission))) seen.set(keyOf(submission), submission);
        }
        for (const submission of UNRENDERED) if (!seen.has(keyOf(submission))) seen.set(keyOf(submission), submission);
        // The forms that end a session or an account go last.
        const ordered = [...seen.values()].sort(
          (a, b) => Number(/logout|delete/.test(a.action)) - Number(/logout|delete/.test(b.action)),
        );
        expect(ordered.length).toBeGreaterThan(UNRENDERED.length + (who === "guest" ? 8 : 12));
        let count = 0;
        for (const [index, submission] of ordered.entries()) {
          // Each form is fuzzed with a session of its own state (a mutation may have emptied the basket or logged out).
          const shopper = who === "guest" ? new Shopper(storefront) : await member();
          for (const { what, fields } of mutations(submission, index + 1)) {
            const sent = `${who} ${submission.action} (${keyOf(submission)}) ${what}`;
            await expectClean(
              await post(shopper, submission, fields).catch((error: unknown) => failedToSend(error, sent)),
              sent,
            );
            count++;
          }
        }
        expect(count).toBeGreaterThan(100);
      },
      LONG_MS,
    );
  }
});
