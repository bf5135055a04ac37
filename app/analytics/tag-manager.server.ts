import { config } from "~/config.server";
import { isValidGtmId } from "~/domain/analytics";
import { log } from "~/logging/log.server";

let warned = false;

/**
 * The tag-manager id to inject, or null for none. `GTM_ID` from the environment wins over the upstream's `gtmId`
 * (`/api/init`); an id that breaks the rule of spec §5 is left out, with one warning per process (not per request).
 */
export function tagManagerId(fromUpstream: string): string | null {
  const configured = config().GTM_ID;
  const id = configured || fromUpstream;
  if (!id) return null;
  if (isValidGtmId(id)) return id;
  if (!warned) {
    warned = true;
    log({
      level: "warn",
      msg: "tag manager id does not match GTM-/G- followed by capitals and digits; no tags are loaded",
      source: configured ? "GTM_ID" : "/api/init",
      id: id.slice(0, 64),
    });
  }
  return null;
}
