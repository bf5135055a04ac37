import { constants, copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** How long a file waits for another one's seeding before its server seeds on its own. */
const WAIT_MS = 180_000;

/**
 * Puts the demo upstream's freshly seeded database of `products` products into `dataDir`, as the upstream names it
 * (server/demo-upstream/db/open.ts), so the server started on `dataDir` opens it instead of seeding its own: seeding
 * takes a second of CPU at 300 products (ten at 50,000), and nearly every integration file starts a server. The first
 * file to ask seeds it with the product's own `openDatabase` into the run's folder (support/seed-folder.ts), once; the
 * others wait for it and copy the file. The seed is fixed (its clock too: seed/time.ts;
 * tests/integration/demo-upstream/seed.test.ts checks its fingerprint), so the copy is the file the server would build
 * from the same source (npm run build). The server still checks its schema version and seeds its own on a mismatch (a
 * build older than the source). A database already in `dataDir` (a server started again on its data) is kept. Outside a
 * vitest run with that folder (Playwright's, a unit test's), nothing is copied and the server seeds as ever.
 */
export async function copySeededDatabase(dataDir: string, products = 300): Promise<void> {
  // Playwright's tests start storefronts too (tests/e2e), where vitest cannot even be imported.
  if (!process.env.VITEST) return;
  const { inject } = await import("vitest");
  const folder = inject("seededDatabases");
  if (!folder) return;
  const name = `store-${products}.sqlite`;
  const seeded = join(folder, name);
  if (existsSync(join(dataDir, name))) return;
  if (!existsSync(seeded)) {
    const failed = join(folder, `${name}.failed`);
    if (claim(join(folder, `${name}.seeding`))) await seed(folder, products, seeded, failed);
    else if (!(await appears(seeded, failed))) return;
  }
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(seeded, join(dataDir, name), constants.COPYFILE_EXCL);
}

/** Whether this process is the first to take `lock` (mkdir is atomic). */
function claim(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

/**
 * Seeds into a folder of its own, then renames the database into place: a half-written file is never copied. A seed
 * that fails leaves `failed`, so that no other file waits for it (their servers seed their own, and fail the same way).
 */
async function seed(folder: string, products: number, seeded: string, failed: string): Promise<void> {
  const { databaseFile, openDatabase } = await import("../../../server/demo-upstream/db/open");
  const own = join(folder, `seeding-${products}-${process.pid}`);
  try {
    // Closing the only connection checkpoints the write-ahead log into the file and removes it.
    openDatabase(own, products, () => {}).close();
    renameSync(databaseFile(own, products), seeded);
  } catch (error) {
    writeFileSync(failed, String(error));
    throw error;
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
}

/** Whether another file's seeding put `file` in place (false once it failed, or took too long). */
async function appears(file: string, failed: string): Promise<boolean> {
  for (const until = Date.now() + WAIT_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if (existsSync(file)) return true;
    if (existsSync(failed)) return false;
  }
  return false;
}
