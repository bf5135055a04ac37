import { useFormAction } from "@remix-run/react";
import { hrefWithoutTracking } from "~/domain/tracking";

/**
 * The action a form without one posts to (this route, `?index` kept, as `useFormAction`), without the page's campaign
 * tags: a page reads the same with them or without (domain/tracking.ts), so no form may echo them.
 */
export function useOwnFormAction(): string {
  const url = new URL(useFormAction(), "http://form.action");
  return hrefWithoutTracking(url);
}
