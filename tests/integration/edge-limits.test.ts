import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import type { Answer } from "./support/raw-request";
import { SHOPPER_UA } from "./support/storefront";
import {
  FORM,
  store,
  send,
  form,
  post,
  SAME_ORIGIN,
  cookiesOf,
  expectRefusal,
  withEdgeStorefront,
} from "./support/edge-storefront";

withEdgeStorefront();

/** Sends the head of a POST and, unless told otherwise, no body at all; resolves with the answer as it comes. */
function postHead(
  path: string,
  headers: Record<string, string>,
  feed?: (write: (chunk: string) => void) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${store.url}${path}`,
      { method: "POST", headers: { "User-Agent": SHOPPER_UA, ...FORM, ...SAME_ORIGIN(), ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.flushHeaders();
    feed?.((chunk) => request.write(chunk));
  });
}

const LIMIT = 1024 * 1024;

describe("limits", () => {
  it("a declared body over 1 MB → 413 at once, before a byte of it is sent", async () => {
    const answer = await postHead("/location/", { "Content-Length": String(5 * LIMIT) });
    expectRefusal(answer, 413, "Слишком большой запрос");
    expect(answer.headers.connection).toBe("close");
  });

  it("a streamed (chunked) body → 413 as soon as it passes 1 MB, without its end", async () => {
    const piece = `intent=set&pad=${"x".repeat(64 * 1024)}`;
    const answer = await postHead("/location/", { "Transfer-Encoding": "chunked" }, (write) => {
      for (let sent = 0; sent <= LIMIT; sent += piece.length) write(piece);
    });
    expectRefusal(answer, 413, "Слишком большой запрос");
  });

  it("a streamed body within the limit reaches the action intact", async () => {
    const body = form({ intent: "set", city: "st_petersburg", redirectTo: "/catalog/odezhda/" });
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        `${store.url}/location/`,
        { method: "POST", headers: { ...FORM, ...SAME_ORIGIN(), "Transfer-Encoding": "chunked" } },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: "" }));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 10));
      request.end(body.slice(10));
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/catalog/odezhda/");
    expect(cookiesOf(answer).join()).toMatch(/city=/);
  });

  it("a body just under 1 MB is read as usual", async () => {
    // In fields of 10 KB: one field of nearly 1 MB is past a form's bounds (form-bounds.test.ts).
    const notes = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`note${i}`, "x".repeat((LIMIT - 1200) / 100 - 8)]),
    );
    const fields = { intent: "set", city: "st_petersburg", redirectTo: "/", ...notes };
    const answer = await post("/location/", fields, SAME_ORIGIN());
    expect(answer.status).toBe(303);
  });

  it("a URL over 8 KB or a path segment over 1 KB → 414; the usual long query is served", async () => {
    expectRefusal(await send(`/search/?q=${"a".repeat(9000)}`), 414, "Слишком длинный адрес");
    expectRefusal(await send(`/catalog/${"a".repeat(2000)}/`), 414, "Слишком длинный адрес");
    // A long query is cut to the search's 100 characters: one 301 to that URL, which is served.
    const long = await send(`/search/?q=${encodeURIComponent("платье миди ".repeat(20))}`);
    expect(long.status).toBe(301);
    expect((await send(String(long.headers.location))).status).toBe(200);
  });

  it("a path whose percent-encoding does not decode → 400 with the Russian page, never 500", async () => {
    for (const path of ["/catalog/%ff/", "/catalog/odezhda/%E0%A4%A/", "/%", "/build/%c0", "/location/%ff"]) {
      expectRefusal(await send(path), 400, "Неверный адрес страницы");
    }
    expectRefusal(await post("/location/%ff/", { intent: "reset" }, SAME_ORIGIN()), 400, "Неверный адрес страницы");
    // Well-formed encoding is the page's business as before.
    expect((await send("/catalog/%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D1%8F/")).status).toBe(404);
  });

  it("the embedded upstream answers an undecodable path with 400, never 500", async () => {
    for (const path of ["/v1/catalog/products/%ff", "/api/shops/%E0%A4%A", "/pay/%c0"]) {
      const response = await fetch(`${store.upstreamUrl}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ status: 400, errors: [{ code: "invalid_path" }] });
    }
  });
});
