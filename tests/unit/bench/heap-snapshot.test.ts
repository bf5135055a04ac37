import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { heapChanges, heapTotal, largestGroups, summarizeHeapSnapshot } from "../../../bench/heap-snapshot";

const folder = mkdtempSync(path.join(tmpdir(), "heap-snapshot-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A snapshot as V8 writes one: node fields in a flat array, names in the strings table. */
function snapshot(nodes: [type: number, name: number, size: number][]): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.heapsnapshot`);
  const meta = {
    node_fields: ["type", "name", "id", "self_size", "edge_count", "trace_node_id", "detachedness"],
    node_types: [["hidden", "array", "string", "object", "code", "closure"], "string", "number"],
  };
  const flat = nodes.flatMap(([type, name, size], id) => [type, name, id, size, 0, 0, 0]);
  writeFileSync(
    file,
    JSON.stringify({ snapshot: { meta }, nodes: flat, strings: ["Request", "Map", "a string", "onEnd"] }),
  );
  return file;
}

describe("heap snapshot summary", () => {
  it("sums objects by constructor and strings by kind, with their own sizes", async () => {
    const summary = await summarizeHeapSnapshot(
      snapshot([
        [3, 0, 100],
        [3, 0, 120],
        [3, 1, 40],
        [2, 2, 30],
        [2, 2, 10],
        [5, 3, 64],
      ]),
    );
    expect(summary.get("Request (object)")).toEqual({ count: 2, bytes: 220 });
    expect(summary.get("Map (object)")).toEqual({ count: 1, bytes: 40 });
    expect(summary.get("(string)")).toEqual({ count: 2, bytes: 40 });
    expect(summary.get("onEnd (closure)")).toEqual({ count: 1, bytes: 64 });
    expect(heapTotal(summary)).toBe(364);
    expect(largestGroups(summary, 1)).toEqual([["Request (object)", { count: 2, bytes: 220 }]]);
  });

  it("ranks what grew first, counting groups new in the later snapshot", async () => {
    const before = await summarizeHeapSnapshot(snapshot([[3, 0, 100]]));
    const after = await summarizeHeapSnapshot(
      snapshot([
        [3, 0, 100],
        [3, 0, 100],
        [3, 1, 500],
      ]),
    );
    expect(heapChanges(before, after, 2).map((change) => change.key)).toEqual(["Map (object)", "Request (object)"]);
    expect(heapChanges(before, after, 2)[0].before).toEqual({ count: 0, bytes: 0 });
  });

  it("refuses a file that is not a heap snapshot", async () => {
    const file = path.join(folder, "not.heapsnapshot");
    writeFileSync(file, JSON.stringify({ nodes: [] }));
    await expect(summarizeHeapSnapshot(file)).rejects.toThrow();
  });
});
