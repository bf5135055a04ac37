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
  fixedMutations,
  randomMutations,
  FORM_PAGES,
  UNRENDERED,
  member,
  withFuzzStorefront,
} from "./fuzz-storefront";

withFuzzStorefront();

/**
 * How long random spoilings go on after every form got its fixed ones, per visitor: the fixed ones find what a form
 * does wrong with markup, size, repetition or absence; random ones look further, as long as a run can afford. By
 * default a taste: every form gets at least one random spoiling (a fixed seed) in every run. FUZZ_BUDGET_MS raises it
 * for a deeper run (0: the fixed spoilings alone).
 */
const RANDOM_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 2_000);

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
        const send = async (shopper: Shopper, submission: Submission, what: string, fields: Submission["fields"]) => {
          const sent = `${who} ${submission.action} (${keyOf(submission)}) ${what}`;
          await expectClean(
            await post(shopper, submission, fields).catch((error: unknown) => failedToSend(error, sent)),
            sent,
          );
          count++;
        };
        // Each form is fuzzed with a session of its own state (a mutation may have emptied the basket or logged out).
        const forms = [];
        for (const [index, submission] of ordered.entries()) {
          const shopper = who === "guest" ? new Shopper(storefront) : await member();
          for (const { what, fields } of fixedMutations(submission, index + 1))
            await send(shopper, submission, what, fields);
          forms.push({ submission, shopper, random: randomMutations(submission, index + 1) });
        }
        // Then random spoilings, one form after another, for as long as the budget allows.
        const until = performance.now() + RANDOM_BUDGET_MS;
        while (performance.now() < until)
          for (const { submission, shopper, random } of forms) {
            const { what, fields } = random.next().value!;
            await send(shopper, submission, what, fields);
          }
        expect(count).toBeGreaterThan(100);
      },
      LONG_MS,
    );
  }
});
