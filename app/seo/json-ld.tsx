import { useNonce } from "~/http/nonce";
import { scriptJson } from "./script-json";

/** Structured data for search engines: a data script, carrying the response's nonce like every script of the page. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" nonce={useNonce()} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  );
}
