import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorReference, ReferenceContext } from "~/errors/error-reference";
import { errorPageReference } from "~/errors/reference.server";
import { refusalPage } from "~/http/refusal-page";
import { requestReference } from "~/http/request-id";

const ID = "3f9a21c7-5b0e-4c1d-9a7e-0b6f2d8e4a11";
const headers = (cacheControl: string) => new Headers({ "Cache-Control": cacheControl });

describe("the reference an error page shows", () => {
  it("is the id's first eight characters, upper-cased, split by a dash", () => {
    expect(requestReference(ID)).toBe("3F9A-21C7");
    expect(requestReference("abc")).toBe("ABC");
  });

  it("is given only to a page no cache stores, from the load context's id", () => {
    const context = { requestId: ID };
    expect(errorPageReference(context, 500, headers("no-store"))).toBe("3F9A-21C7");
    expect(errorPageReference(context, 405, headers("no-store"))).toBe("3F9A-21C7");
    // The 404 page is public (a CDN keeps it), as is any 200.
    expect(errorPageReference(context, 404, headers("public, max-age=0, s-maxage=60"))).toBeUndefined();
    expect(errorPageReference(context, 200, headers("no-store"))).toBeUndefined();
    expect(errorPageReference({}, 500, headers("no-store"))).toBeUndefined();
    expect(errorPageReference({ requestId: "<b>" }, 500, headers("no-store"))).toBeUndefined();
  });

  it("is rendered by the error page when given, escaped, and not otherwise", () => {
    const page = (value: string | undefined) =>
      renderToString(
        <ReferenceContext.Provider value={value}>
          <ErrorReference />
        </ReferenceContext.Provider>,
      );
    expect(page("3F9A-21C7")).toContain("Код обращения: <!-- -->3F9A-21C7");
    expect(page("<I>")).toContain("&lt;I&gt;");
    expect(page(undefined)).toBe("");
  });

  it("is on the edge's refusal page with the request's id, escaped", () => {
    const refusal = { title: "Слишком длинный адрес", text: "Адрес слишком длинный." };
    expect(refusalPage(refusal, ID)).toContain("Код обращения: 3F9A-21C7");
    expect(refusalPage(refusal, "<b>&x")).toContain("Код обращения: &#60;B&#62;&#38;X");
    expect(refusalPage(refusal)).not.toContain("Код обращения");
  });
});
