import type { AppObserver } from "../../app/upstream/observer.server";
import type { Instruments } from "./instruments";

/** The app's reports (app/upstream/observer.server.ts) as prom-client observations. */
export function appObserver(instruments: Instruments): AppObserver {
  return {
    upstreamCall({ method, endpoint, outcome, seconds }) {
      instruments.upstreamDuration.observe({ endpoint, method, outcome }, seconds);
    },
    referenceLookup({ kind, result }) {
      instruments.referenceLookups.inc({ kind, result });
    },
  };
}
