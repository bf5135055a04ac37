/**
 * `npm run bench`: builds the store and the ceiling app, then measures in one run, side by side — throughput and
 * latency of the home, section and product pages against the ceiling; the section page, and the embedded upstream's
 * section, search and suggest answers, at the small and the large seed; the product page's first byte with the related-products call slowed by 1 s; first-visit JavaScript and CSS;
 * Lighthouse as a crawler and as a shopper. Prints the run as Markdown and appends it to docs/performance.md
 * (which says what each figure means). BENCH_QUICK=1 shortens everything, BENCH_LIGHTHOUSE=0 skips Lighthouse.
 */
import os from "node:os";
import { measureAssets } from "./assets";
import { buildCeiling, buildStore } from "./build";
import { BUSY_MACHINE, cpuSnapshot, othersShare, waitForQuietMachine } from "./cpu-share";
import { runCommand } from "./cleanup";
import { type LighthouseResult, runLighthouse } from "./lighthouse";
import { measureLoads } from "./load";
import { describeMachine } from "./machine";
import { findProducts } from "./products";
import { appendToDoc, formatReport, PERFORMANCE_DOC } from "./report";
import { type BenchRun, PAGE_NAMES, type PageName } from "./results";
import { startCeiling, startStore } from "./server";
import { readSettings } from "./settings";
import { measureSlowRelated } from "./slow-related";
import { checkTargets } from "./targets";
import { measureUpstreamScale } from "./upstream-scale";
import { assertUserAgentPaths, LIGHTHOUSE_UA, SHOPPER_UA } from "./user-agents";

const SECTION_PATH = "/catalog/odezhda/";

async function main(): Promise<void> {
  const settings = readSettings();
  assertUserAgentPaths();
  const date = new Date();
  const machine = describeMachine();
  const load = {
    connections: settings.connections,
    durationSec: settings.durationSec,
    warmupRequests: settings.warmupRequests,
    rounds: settings.rounds,
  };
  const started = performance.now();
  const step = (what: string) =>
    console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${what}`);

  if (settings.build) {
    step("building the store (npm run build)");
    await buildStore();
  }
  step("building the ceiling app (bench/ceiling)");
  const ceilingDir = await buildCeiling();

  step("starting the ceiling app");
  const ceiling = await startCeiling({ port: settings.ports.ceiling, buildDir: ceilingDir });
  step(`starting the store (${settings.smallSeed} products)`);
  const store = await startStore({ name: "store", port: settings.ports.store, seedProducts: settings.smallSeed });
  step(`starting the store with ${settings.largeSeed} products (seeding takes a while)`);
  const large = await startStore({
    name: "store-large",
    port: settings.ports.largeStore,
    seedProducts: settings.largeSeed,
  });
  const [productPath] = await findProducts(store.origin, SECTION_PATH, 1);
  const pages: Record<PageName, string> = { home: "/", section: SECTION_PATH, product: productPath };

  step(
    `load: warm-up (${load.warmupRequests} requests each), then ${load.durationSec} s each in ${load.rounds} turns: ceiling, ${PAGE_NAMES.join(", ")}, section at ${settings.largeSeed}`,
  );
  const ownProcesses = [process.pid, ceiling.pid, store.pid, large.pid];
  if (settings.quietWaitSec > 0) await waitForQuietMachine(ownProcesses, BUSY_MACHINE, settings.quietWaitSec, step);
  const cpuBefore = cpuSnapshot(ownProcesses);
  const loads = await measureLoads(
    {
      ceiling: `${ceiling.origin}/`,
      home: `${store.origin}${pages.home}`,
      section: `${store.origin}${pages.section}`,
      product: `${store.origin}${pages.product}`,
      largeSection: `${large.origin}${SECTION_PATH}`,
    },
    load,
  );
  const busyElsewhere = othersShare(cpuBefore, cpuSnapshot(ownProcesses));
  step(
    `the upstream's section, search and suggest answers at ${settings.smallSeed} and ${settings.largeSeed} products`,
  );
  const upstreamScale = await measureUpstreamScale(
    { small: store.upstreamOrigin, large: large.upstreamOrigin },
    settings.upstreamRounds,
  );
  await large.stop();
  step("first visit of the ceiling app: scripts and stylesheets in headless Chromium");
  const [ceilingAssets] = await measureAssets(browserOrigin(ceiling.origin), ["/"], settings.chromePath);
  await ceiling.stop();

  step("first byte: product pages as is and with related products slowed by 1 s");
  const ttfb = await measureSlowRelated({
    port: settings.ports.faultStore,
    seedProducts: settings.smallSeed,
    sectionPath: SECTION_PATH,
    requests: settings.ttfbRequests,
    load,
  });

  step("first visit: scripts and stylesheets in headless Chromium");
  const assets = await measureAssets(
    browserOrigin(store.origin),
    PAGE_NAMES.map((name) => pages[name]),
    settings.chromePath,
  );

  let lighthouse: LighthouseResult[] | undefined;
  if (settings.lighthouse) {
    lighthouse = [];
    for (const name of PAGE_NAMES) {
      for (const [agent, userAgent] of [
        ["lighthouse", LIGHTHOUSE_UA],
        ["shopper", SHOPPER_UA],
      ] as const) {
        step(`Lighthouse: ${name} as ${agent}`);
        lighthouse.push(
          await runLighthouse({
            origin: browserOrigin(store.origin),
            path: pages[name],
            agent,
            userAgent,
            chromePath: settings.chromePath,
          }),
        );
      }
    }
  }
  await store.stop();

  const run: BenchRun = {
    date,
    quick: settings.quick,
    machine,
    loadAverageEnd: os.loadavg()[0],
    busyElsewhere,
    settings: { ...load, smallSeed: settings.smallSeed, largeSeed: settings.largeSeed },
    pages,
    load: { ceiling: loads.ceiling, home: loads.home, section: loads.section, product: loads.product },
    largeSection: loads.largeSection,
    upstreamScale,
    ttfb,
    assets,
    ceilingAssets,
    lighthouse,
  };
  const report = formatReport(run, checkTargets(run));
  console.log(report);
  if (settings.append) {
    await appendToDoc(report);
    step(`appended to ${PERFORMANCE_DOC}`);
  } else step(`not appended to ${PERFORMANCE_DOC} (${settings.quick ? "quick run" : "BENCH_APPEND=0"})`);
}

/** Browsers reach the servers by name, as the store's own image links (UPSTREAM_PUBLIC_URL) do. */
function browserOrigin(origin: string): string {
  return origin.replace("127.0.0.1", "localhost");
}

runCommand(main);
