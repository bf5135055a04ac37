import { useEffect, useRef } from "react";
import { analyticsUser } from "~/domain/analytics";
import { useRootData } from "~/hooks/use-root-data";
import { scriptJson } from "~/seo/script-json";
import { pushDataLayer } from "./data-layer";

/**
 * Spec §6: the data layer carries the authorised state (login 'True'/'False'; the user's fields as
 * placeholders, 'not_authorized' for guests) from the first byte of the page, and again whenever it changes.
 */
export function AnalyticsScript() {
  const user = useRootData()?.user;
  const state = analyticsUser(user ?? { id: 0, email: "", phone: "", name: "" });
  const key = JSON.stringify(state);
  const pushed = useRef(key);

  useEffect(() => {
    if (pushed.current === key) return;
    pushed.current = key;
    pushDataLayer({ event: "user_state", ...state });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const initial = `window.dataLayer=window.dataLayer||[];window.dataLayer.push(${scriptJson({ event: "user_state", ...state })});`;
  return <script dangerouslySetInnerHTML={{ __html: initial }} />;
}
