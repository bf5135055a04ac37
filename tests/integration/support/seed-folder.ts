import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's folder of seeded databases (support/seeded-database.ts). */
    seededDatabases: string;
  }
}

/** Global setup of the integration tests: a folder for this run's seeded databases, removed when the run ends. */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), "storefront-it-seeded-"));
  project.provide("seededDatabases", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
