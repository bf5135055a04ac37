import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startUpstream } from "../../server/demo-upstream/index";
import { checkContract, differences, type ContractOptions } from "./check";
import { formatReport } from "./table";
import type { Group } from "./types";

/**
 * `npm run contract [-- --place-order] [-- --city=kazan]`: checks the upstream at `API_URL` against the storefront's
 * schemas (docs/upstream-api.md, "Checking an upstream against the contract"). Without `API_URL` it checks the
 * embedded upstream, started on a free port with a scratch database. Exits 1 when an answer differs.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { "place-order": { type: "boolean", default: false }, city: { type: "string", default: "moscow" } },
  });
  const apiUrl = process.env.API_URL?.trim();
  const userToken = process.env.CONTRACT_USER_TOKEN?.trim() || undefined;
  const timeoutMs = Number(process.env.CONTRACT_TIMEOUT_MS ?? 10_000);
  const options: Omit<ContractOptions, "baseUrl" | "groups"> = { userToken, city: values.city, timeoutMs };
  if (apiUrl) {
    if (values["place-order"] && !userToken) {
      console.error("--place-order needs CONTRACT_USER_TOKEN: a guest cannot place an order");
      return 2;
    }
    const groups: Group[] = ["read", "guest"];
    if (userToken) groups.push("user");
    if (values["place-order"]) groups.push("order");
    return report(await checkContract({ ...options, baseUrl: apiUrl, groups }));
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "contract-check-"));
  // UPSTREAM_SPEC_MINIMAL=1: the embedded upstream answers only the spec's fields (the other direction of the check).
  const specMinimal = process.env.UPSTREAM_SPEC_MINIMAL === "1";
  const upstream = await startUpstream({ port: 0, dataDir, log: () => {}, specMinimal });
  try {
    const groups: Group[] = ["read", "guest", "user", "order", "embedded"];
    return report(await checkContract({ ...options, baseUrl: upstream.url, groups }));
  } finally {
    await upstream.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(result: Awaited<ReturnType<typeof checkContract>>): number {
  console.log(formatReport(result));
  return differences(result).length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
