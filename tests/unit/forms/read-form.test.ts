import { describe, expect, it } from "vitest";
import { FORM_LIMITS } from "~/forms/form-limits";
import { boundaryOf, formScan } from "~/forms/form-scan.server";
import { readForm } from "~/forms/read-form.server";

const URLENCODED = "application/x-www-form-urlencoded";
const BOUNDARY = "----unitBoundary42";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function multipart(parts: Array<[string, string] | [string, string, string]>): string {
  let body = "";
  for (const [name, value, filename] of parts) {
    const file = filename === undefined ? "" : `; filename="${filename}"\r\nContent-Type: text/plain`;
    body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
  }
  return `${body}--${BOUNDARY}--\r\n`;
}

/** A request whose body arrives in `chunk`-byte pieces; `pulled()` says how many the reader asked for. */
function post(body: string, type: string | null, { chunk = 64 * 1024, accept = "" } = {}) {
  const bytes = new TextEncoder().encode(body);
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const at = pulls++ * chunk;
        if (at >= bytes.length) controller.close();
        else controller.enqueue(bytes.subarray(at, at + chunk));
      },
    },
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> = { ...(type && { "Content-Type": type }), ...(accept && { Accept: accept }) };
  const request = new Request("http://shop.test/basket/", {
    method: "POST",
    body: stream,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulls };
}

const fields = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=`).join("&");

/** The refusal readForm threw, or null when it read the form. */
async function refusalOf(run: Promise<unknown>): Promise<Response | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("readForm: the form as a plain record, read once", () => {
  it("takes the first text value of each field, decoded", async () => {
    const form = await readForm(post("a=1&b=%D0%B6+%D0%B6&a=2&c=&d", URLENCODED).request);
    expect({ ...form }).toEqual({ a: "1", b: "ж ж", c: "", d: "" });
  });

  it("has no prototype: `constructor` and `__proto__` are fields like any other", async () => {
    const form = await readForm(post("constructor=x&__proto__=y&toString=z", URLENCODED).request);
    expect(form.constructor).toBe("x");
    expect(form.__proto__).toBe("y");
    expect(form.toString).toBe("z");
    expect(form.intent).toBeUndefined();
  });

  it("reads a multipart form the same way; files are left out", async () => {
    const body = multipart([
      ["intent", "set"],
      ["city", "Санкт-Петербург"],
      ["intent", "other"],
      ["upload", "file text", "a.txt"],
    ]);
    expect({ ...(await readForm(post(body, MULTIPART).request)) }).toEqual({ intent: "set", city: "Санкт-Петербург" });
  });

  it("a body that is no form reads as an empty one, unread", async () => {
    for (const type of ["text/plain", "application/json", null, "multipart/form-data"]) {
      const { request, pulled } = post('{"intent":"set"}', type);
      expect({ ...(await readForm(request)) }, String(type)).toEqual({});
      expect(pulled(), String(type)).toBe(0);
    }
    const broken = post(`--${BOUNDARY}\r\nbroken`, MULTIPART);
    expect({ ...(await readForm(broken.request)) }).toEqual({});
  });

  it(`${FORM_LIMITS.fields} fields are read; one more is refused (413, the Russian message, never cached)`, async () => {
    expect(Object.keys(await readForm(post(fields(FORM_LIMITS.fields), URLENCODED).request))).toHaveLength(
      FORM_LIMITS.fields,
    );
    const refused = await refusalOf(readForm(post(fields(FORM_LIMITS.fields + 1), URLENCODED).request));
    expect(refused?.status).toBe(413);
    expect(refused?.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused?.json()).toEqual({ status: 413, message: expect.stringContaining("слишком много полей") });
  });

  it("100,000 fields are refused unparsed; the rest is read to its end unscanned (the connection lives on)", async () => {
    const body = fields(100_000);
    const { request, pulled } = post(body, URLENCODED);
    expect((await refusalOf(readForm(request)))?.status).toBe(413);
    // Every 64 KB piece, and the pull that found the end: read through once, never parsed into 100,000 entries.
    expect(pulled()).toBe(Math.ceil(body.length / (64 * 1024)) + 1);
  });

  it("a value is measured decoded: the full bound in Cyrillic passes (6 bytes sent per letter), a byte more is refused", async () => {
    const letters = "ж".repeat(FORM_LIMITS.valueBytes / 2);
    const form = await readForm(post(new URLSearchParams({ comment: letters }).toString(), URLENCODED).request);
    expect(form.comment).toBe(letters);
    const refused = await refusalOf(
      readForm(post(new URLSearchParams({ comment: `${letters}a` }).toString(), URLENCODED).request),
    );
    expect(await refused?.json()).toEqual({ status: 413, message: expect.stringContaining("слишком длинное") });
  });

  it("a name past its bound is refused", async () => {
    expect(await refusalOf(readForm(post(`${"n".repeat(FORM_LIMITS.nameBytes)}=1`, URLENCODED).request))).toBeNull();
    expect(
      (await refusalOf(readForm(post(`${"n".repeat(FORM_LIMITS.nameBytes + 1)}=1`, URLENCODED).request)))?.status,
    ).toBe(413);
  });

  it("a 1 MB field is refused as too long; nothing is read past the body bound", async () => {
    const { request, pulled } = post(`message=${"a".repeat(2 * 1024 * 1024)}`, URLENCODED, { chunk: 4096 });
    const refused = await refusalOf(readForm(request));
    expect(await refused?.json()).toEqual({ status: 413, message: expect.stringContaining("слишком длинное") });
    expect(pulled()).toBe(Math.ceil(FORM_LIMITS.bodyBytes / 4096) + 1);
  });

  it("a body past the body bound is refused (no server in front sets one)", async () => {
    const many = Array.from({ length: 100 }, (_, i) => `f${i}=${"a".repeat(FORM_LIMITS.valueBytes)}`).join("&");
    expect((await refusalOf(readForm(post(many, URLENCODED).request)))?.status).toBe(413);
  });

  it("multipart: too many parts, or a part too long, are refused", async () => {
    const parts = (count: number) => Array.from({ length: count }, (_, i): [string, string] => [`f${i}`, ""]);
    expect(Object.keys(await readForm(post(multipart(parts(FORM_LIMITS.fields)), MULTIPART).request))).toHaveLength(
      FORM_LIMITS.fields,
    );
    expect((await refusalOf(readForm(post(multipart(parts(FORM_LIMITS.fields + 1)), MULTIPART).request)))?.status).toBe(
      413,
    );
    expect(
      (await refusalOf(readForm(post(multipart([["message", "a".repeat(1024 * 1024 - 200)]]), MULTIPART).request)))
        ?.status,
    ).toBe(413);
    expect(
      (
        await refusalOf(
          readForm(post(multipart([["upload", "a".repeat(FORM_LIMITS.valueBytes + 1), "a.txt"]]), MULTIPART).request),
        )
      )?.status,
    ).toBe(413);
  });

  it("a resource route's navigation gets a page; its data request (a fetch, asking for anything) JSON", async () => {
    const navigation = post(fields(1000), URLENCODED, { accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    const page = await refusalOf(readForm(navigation.request, { resource: true }));
    expect(page?.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = (await page?.text()) ?? "";
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain("<h1>Слишком много полей</h1>");
    expect(html).not.toContain("<script");
    const data = await refusalOf(
      readForm(post(fields(1000), URLENCODED, { accept: "*/*" }).request, { resource: true }),
    );
    expect(data?.headers.get("Content-Type")).toMatch(/^application\/json/);
    const routeWithPage = await refusalOf(readForm(post(fields(1000), URLENCODED, { accept: "text/html" }).request));
    expect(routeWithPage?.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});

describe("formScan: one pass, any chunking", () => {
  /** The scan's verdict on a body fed in pieces of `size` bytes. */
  function verdict(type: string, body: string, size: number) {
    const scan = formScan(type)!;
    const bytes = new TextEncoder().encode(body);
    for (let at = 0; at < bytes.length; at += size) {
      const problem = scan.push(bytes.subarray(at, at + size));
      if (problem) return problem;
    }
    return scan.end();
  }

  const encoded = (text: string) => new URLSearchParams({ v: text }).toString();
  const CASES: Array<[string, string, string, string | null]> = [
    ["at the field bound", URLENCODED, fields(FORM_LIMITS.fields), null],
    ["a field too many", URLENCODED, fields(FORM_LIMITS.fields + 1), "tooManyFields"],
    ["a Cyrillic value at the bound", URLENCODED, encoded("ж".repeat(FORM_LIMITS.valueBytes / 2)), null],
    ["a Cyrillic value a byte over", URLENCODED, encoded(`${"ж".repeat(FORM_LIMITS.valueBytes / 2)}a`), "fieldTooLong"],
    ["broken escapes count as the text they are", URLENCODED, `v=${"%zz".repeat(FORM_LIMITS.valueBytes / 3)}`, null],
    ["broken escapes past the bound", URLENCODED, `v=${"%zz".repeat(FORM_LIMITS.valueBytes / 3 + 1)}`, "fieldTooLong"],
    ["an escape cannot hide a separator", URLENCODED, "%&".repeat(FORM_LIMITS.fields + 1), "tooManyFields"],
    [
      "multipart at the field bound",
      MULTIPART,
      multipart(Array.from({ length: FORM_LIMITS.fields }, (_, i) => [`f${i}`, "x"])),
      null,
    ],
    [
      "multipart a part too many",
      MULTIPART,
      multipart(Array.from({ length: FORM_LIMITS.fields + 1 }, (_, i) => [`f${i}`, "x"])),
      "tooManyFields",
    ],
    ["a multipart value at the bound", MULTIPART, multipart([["v", "a".repeat(FORM_LIMITS.valueBytes)]]), null],
    [
      "a multipart part far too long",
      MULTIPART,
      multipart([["v", "a".repeat(FORM_LIMITS.valueBytes * 2)]]),
      "fieldTooLong",
    ],
  ];

  for (const [name, type, body, expected] of CASES) {
    it(`${name}: ${expected ?? "passes"}, whole or byte by byte`, () => {
      for (const size of [body.length, 4096, 7, 1])
        expect(verdict(type, body, size), `${size}-byte pieces`).toBe(expected);
    });
  }

  it("reads the boundary of a content type, quoted or not; no scan for what is no form", () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data; charset=utf-8; boundary=xyz")).toBe("xyz");
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(formScan("multipart/form-data")).toBeNull();
    expect(formScan("text/plain")).toBeNull();
    expect(formScan("Application/X-WWW-Form-Urlencoded; charset=UTF-8")).not.toBeNull();
  });
});
