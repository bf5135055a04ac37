import type { AppObserver } from "../../app/upstream-client/observer.server";
import { UPSTREAM_ERRORS, type Instruments } from "./instruments";

const ERRORS = new Set<string>(UPSTREAM_ERRORS);

/** The app's reports (app/upstream-client/observer.server.ts) as prom-client observations. */
export function appObserver(instruments: Instruments): AppObserver {
  return {
    upstreamCall({ method, endpoint, outcome, seconds }) {
      instruments.upstreamDuration.observe({ endpoint, method, outcome }, seconds);
      instruments.upstreamCalls.inc();
      if (ERRORS.has(outcome)) instruments.upstreamErrors.inc({ reason: outcome });
    },
    referenceLookup({ kind, result }) {
      instruments.referenceLookups.inc({ kind, result });
    },
    redisConnection(connected) {
      instruments.redisConnected.set(connected ? 1 : 0);
    },
  };
}
