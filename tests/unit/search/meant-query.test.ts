import { describe, expect, it } from "vitest";
import { meantQuery, type Found } from "~/search/meant-query";

/** A fake upstream: what each query finds, and the queries asked, in order. */
function upstream(answers: Record<string, Found>) {
  const asked: string[] = [];
  const ask = (text: string) => {
    asked.push(text);
    return Promise.resolve(answers[text] ?? { found: false });
  };
  return { asked, ask, read: (answer: Found) => answer };
}

describe("meantQuery", () => {
  it("keeps an answer found as typed, asking nothing more", async () => {
    const { asked, ask, read } = upstream({ платье: { found: true } });
    expect(await meantQuery("платье", ask, read)).toEqual({ answer: { found: true } });
    expect(asked).toEqual(["платье"]);
  });

  it("keeps a typo the upstream corrected, naming the corrected query, without trying the other layout", async () => {
    const corrected = { found: true, correctedQuery: "платье" };
    const { asked, ask, read } = upstream({ плаье: corrected });
    expect(await meantQuery("плаье", ask, read)).toEqual({ answer: corrected, correctedQuery: "платье" });
    expect(asked).toEqual(["плаье"]);
  });

  it("switches the keyboard layout when nothing is found as typed", async () => {
    const { asked, ask, read } = upstream({ платье: { found: true } });
    expect(await meantQuery("gkfnmt", ask, read)).toEqual({ answer: { found: true }, shownFor: "платье" });
    expect(asked).toEqual(["gkfnmt", "платье"]);
  });

  it("prefers the other layout's exact answer to a correction of a Latin-typed query", async () => {
    const { ask, read } = upstream({ gkfnmt: { found: true, correctedQuery: "gkfnmy" }, платье: { found: true } });
    expect(await meantQuery("gkfnmt", ask, read)).toEqual({ answer: { found: true }, shownFor: "платье" });
  });

  it("shows the other layout's corrected answer only when the query found nothing at all", async () => {
    const switched = { found: true, correctedQuery: "платье" };
    const { ask, read } = upstream({ gkfmt: { found: false }, плаье: switched });
    expect(await meantQuery("gkfmt", ask, read)).toEqual({ answer: switched, shownFor: "платье" });
  });

  it("answers the query's own empty answer when the other layout finds nothing either", async () => {
    const { asked, ask, read } = upstream({});
    expect(await meantQuery("щщщщ", ask, read)).toEqual({ answer: { found: false } });
    expect(asked).toEqual(["щщщщ", "oooo"]);
  });
});
