import { describe, expect, it } from "vitest";
import { renderedPasses } from "~/http/rendered-passes.server";

function collect(stream: ReturnType<typeof renderedPasses>) {
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  return out;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("renderedPasses", () => {
  it("hands on what React wrote in one pass as one chunk, when React flushes", async () => {
    const stream = renderedPasses();
    const out = collect(stream);
    stream.write(Buffer.from("<html><body>"));
    stream.write(Buffer.from("<main>"));
    await tick();
    expect(out).toHaveLength(0);
    stream.flush();
    await tick();
    expect(out.map(String)).toEqual(["<html><body><main>"]);
    stream.write(Buffer.from("</main>"));
    stream.flush();
    stream.flush();
    await tick();
    expect(out.map(String)).toEqual(["<html><body><main>", "</main>"]);
  });

  it("hands on what is left when the stream ends without a flush", async () => {
    const stream = renderedPasses();
    const out = collect(stream);
    stream.write(Buffer.from("<p>конец</p>"));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end();
    await ended;
    expect(Buffer.concat(out).toString()).toBe("<p>конец</p>");
  });

  it("drops the NUL bytes React 18.3 can leave between two views of Cyrillic text", async () => {
    const stream = renderedPasses();
    const out = collect(stream);
    const text = Buffer.from("Юбка-плиссе");
    stream.write(Buffer.concat([Buffer.from([0]), text.subarray(0, 4), Buffer.from([0, 0])]));
    stream.write(Buffer.concat([text.subarray(4), Buffer.from([0])]));
    stream.flush();
    await tick();
    expect(Buffer.concat(out).toString()).toBe("Юбка-плиссе");
  });
});
