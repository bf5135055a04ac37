import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SessionSecretSchema } from "~/http/secret";
import { SECRET_FILE, sessionSecret } from "../../../server/session-secret";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "secret-test-"));
  dirs.push(dir);
  return path.join(dir, "data");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("SESSION_SECRET's rule", () => {
  it("refuses fewer than 32 characters and the published demo default", () => {
    expect(SessionSecretSchema.safeParse("x".repeat(31)).success).toBe(false);
    expect(SessionSecretSchema.safeParse("demo-storefront-secret-change-me").success).toBe(false);
    expect(SessionSecretSchema.safeParse("x".repeat(32)).success).toBe(true);
  });
});

describe("sessionSecret", () => {
  it("uses SESSION_SECRET when set and writes nothing", () => {
    const dataDir = freshDir();
    const warnings: unknown[] = [];
    expect(sessionSecret({ fromEnv: "s".repeat(40), dataDir, warn: (entry) => warnings.push(entry) })).toBe(
      "s".repeat(40),
    );
    expect(() => statSync(dataDir)).toThrow();
    expect(warnings).toEqual([]);
  });

  it("without it makes a random secret once, keeps it (mode 0600) and warns; the next start reuses it", () => {
    const dataDir = freshDir();
    const warnings: Record<string, unknown>[] = [];
    const first = sessionSecret({ fromEnv: undefined, dataDir, warn: (entry) => warnings.push(entry) });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(warnings[0]).toMatchObject({ level: "warn", msg: expect.stringContaining("SESSION_SECRET is not set") });

    expect(sessionSecret({ fromEnv: undefined, dataDir, warn: () => {} })).toBe(first);
    expect(sessionSecret({ fromEnv: undefined, dataDir: freshDir(), warn: () => {} })).not.toBe(first);
  });

  it("refuses a kept file that holds no usable secret", () => {
    const dataDir = freshDir();
    sessionSecret({ fromEnv: undefined, dataDir, warn: () => {} });
    writeFileSync(path.join(dataDir, SECRET_FILE), "short\n");
    expect(() => sessionSecret({ fromEnv: undefined, dataDir, warn: () => {} })).toThrow(/holds no usable secret/);
  });
});
