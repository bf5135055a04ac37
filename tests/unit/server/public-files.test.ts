import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicFiles } from "../../../server/http/public-files";

describe("public files", () => {
  let folder: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "public-files-"));
    writeFileSync(path.join(folder, "favicon.svg"), "<svg/>");
    // A file a page's path would find on disk, were pages looked up there.
    writeFileSync(path.join(folder, "catalog"), "not a page");
    const app = express();
    app.use(publicFiles(folder));
    app.use((_req, res) => void res.status(200).send("the page"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves a file by its path with an extension, with an hour's cache", async () => {
    const response = await fetch(`${origin}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<svg/>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("hands a path without an extension on without a look at the disk", async () => {
    expect(await (await fetch(`${origin}/catalog`)).text()).toBe("the page");
    expect(await (await fetch(`${origin}/catalog/odezhda/`)).text()).toBe("the page");
  });

  it("hands a missing file on, as express.static does", async () => {
    expect(await (await fetch(`${origin}/missing.svg`)).text()).toBe("the page");
  });
});
