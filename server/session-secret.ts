import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SessionSecretSchema } from "../app/http/secret";

export const SECRET_FILE = "session-secret";

/**
 * The secret that signs the cookies: SESSION_SECRET when set; else the one kept in `{dataDir}/session-secret` (mode
 * 0600), made of 256 random bits on the first start. Processes that share a data directory share it; processes on
 * several machines must be given one SESSION_SECRET (README).
 */
export function sessionSecret(options: {
  fromEnv: string | undefined;
  dataDir: string;
  warn: (entry: Record<string, unknown>) => void;
}): string {
  if (options.fromEnv) return options.fromEnv;
  const file = path.join(options.dataDir, SECRET_FILE);
  mkdirSync(options.dataDir, { recursive: true });
  let created = false;
  // Written whole under a name of its own, then linked into place: of two processes starting together, one makes the
  // file and the other reads it complete.
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const stored = SessionSecretSchema.safeParse(readFileSync(file, "utf8").trim());
  if (!stored.success)
    throw new Error(
      `${file} holds no usable secret (${stored.error.issues[0]?.message}); delete it or set SESSION_SECRET`,
    );
  options.warn({
    level: "warn",
    msg: `SESSION_SECRET is not set: cookies are signed with the secret ${created ? "generated now and stored" : "stored"} in ${file}. Several storefront processes must share one SESSION_SECRET`,
  });
  return stored.data;
}
