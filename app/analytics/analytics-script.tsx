import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { analyticsUser, pageViewEvent } from "~/domain/analytics";
import { useNonce } from "~/http/nonce";
import { useRootData } from "~/hooks/use-root-data";
import { scriptJson } from "~/seo/script-json";
import { pushDataLayer } from "./data-layer";
import { tagManagerTags } from "./tag-manager";

/**
 * The data layer and the tag manager. From the first byte of the page the data layer holds the authorised state
 * (spec §6: login 'True'/'False', the user's fields as placeholders, 'not_authorized' for guests) and the page view
 * (spec §9: retargeting level, spot, brand); later changes of the state and every client-side navigation push again.
 * The tag manager loads only for a valid id (the root loader decides); every script carries the response's nonce.
 */
export function AnalyticsScript() {
  const root = useRootData();
  const user = root?.user;
  const tags = root?.gtmId ? tagManagerTags(root.gtmId) : null;
  const nonce = useNonce();
  const location = useLocation();
  const state = analyticsUser(user ?? { id: 0, email: "", phone: "", name: "" });
  const key = JSON.stringify(state);
  const pushed = useRef(key);
  const viewed = useRef(location.key);
  // Rendered once: later renders must not rewrite the script (it has already run).
  const [initial] = useState(
    () =>
      `window.dataLayer=window.dataLayer||[];${tags?.setup ?? ""}` +
      `window.dataLayer.push(${scriptJson({ event: "user_state", ...state })});` +
      `window.dataLayer.push(${scriptJson(pageViewEvent(location.pathname))});`,
  );

  useEffect(() => {
    if (pushed.current === key) return;
    pushed.current = key;
    pushDataLayer({ event: "user_state", ...state });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (viewed.current === location.key) return;
    viewed.current = location.key;
    pushDataLayer(pageViewEvent(location.pathname));
  }, [location.key, location.pathname]);

  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: initial }} />
      {tags && <script async nonce={nonce} src={tags.src} />}
    </>
  );
}
