import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { log, requestLog } from "../../../server/log";
import { requestId } from "../../../server/request-id";
import { captureLogLines } from "../../support/log-lines";

let server: Server | undefined;
let output: ReturnType<typeof captureLogLines> | undefined;

afterEach(async () => {
  output?.restore();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** The store's request id and log line in front of a page that logs after an await, and the two health checks. */
async function serve(trustProxy: string | number, ready = true): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(requestId, requestLog);
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.get("/readyz", (_req, res) => void res.status(ready ? 200 : 503).send(ready ? "ok" : "not ready"));
  app.get("/page", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    log({ level: "warn", msg: "something the page noticed" });
    res.send("page");
  });
  // Ports 4300–4399 are this suite's (other runs share the machine).
  for (let port = 4300 + Math.floor(Math.random() * 90); ; port++) {
    try {
      server = await new Promise<Server>((resolve, reject) => {
        const listening = app.listen(port, "127.0.0.1", () => resolve(listening)).once("error", reject);
      });
      break;
    } catch (error) {
      if (port >= 4399) throw error;
    }
  }
  output = captureLogLines();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Waits for the request's line (written once the answer has finished). */
async function linesOf(id: string) {
  for (let tries = 0; tries < 50; tries++) {
    const lines = output!.lines().filter((entry) => entry.requestId === id);
    if (lines.some((entry) => entry.msg === "request")) return lines;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no request line for ${id}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("is made when none comes, set on the answer and in every line logged while the request is served", async () => {
    const url = await serve("loopback");
    const [first, second] = await Promise.all([fetch(`${url}/page`), fetch(`${url}/page`)]);
    const ids = [first, second].map((response) => response.headers.get("x-request-id") ?? "");
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    const lines = await linesOf(ids[0]);
    expect(lines).toEqual([
      expect.objectContaining({ level: "warn", msg: "something the page noticed", time: expect.any(String) }),
      expect.objectContaining({ level: "info", msg: "request", path: "/page", status: 200, time: expect.any(String) }),
    ]);
    expect(output!.errorOutput()).toBe("");
  });

  it("is kept from a trusted proxy when it has the shape of one", async () => {
    const url = await serve("loopback");
    const response = await fetch(`${url}/page`, { headers: { "X-Request-Id": "nginx.7f3A_b-01" } });
    expect(response.headers.get("x-request-id")).toBe("nginx.7f3A_b-01");
    expect(await linesOf("nginx.7f3A_b-01")).toHaveLength(2);
  });

  it("is replaced when malformed or when the client is not a trusted proxy", async () => {
    const trusted = await serve("loopback");
    for (const given of ["has space", "<script>", "x".repeat(65), "a,b"]) {
      const response = await fetch(`${trusted}/page`, { headers: { "X-Request-Id": given } });
      expect(response.headers.get("x-request-id"), given).toMatch(UUID);
    }
    await new Promise((resolve) => server?.close(resolve));
    output?.restore();
    const untrusted = await serve(0);
    const response = await fetch(`${untrusted}/page`, { headers: { "X-Request-Id": "chosen-by-the-client" } });
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });
});

describe("health checks in the log", () => {
  it("write no line while they pass, and a warn line when they fail", async () => {
    const url = await serve("loopback", false);
    const answers = await Promise.all([fetch(`${url}/healthz`), fetch(`${url}/readyz`)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 503]);
    const failed = answers[1].headers.get("x-request-id") ?? "";
    expect(await linesOf(failed)).toEqual([expect.objectContaining({ level: "warn", path: "/readyz", status: 503 })]);
    expect(output!.lines().filter((entry) => entry.path === "/healthz")).toEqual([]);
  });
});
