import { isValidGtmId } from "~/domain/analytics";

/**
 * How a tag id of spec §5 is loaded: Google Tag Manager (`GTM-…`) starts its container with a `gtm.js` event; a Google
 * tag (`G-…`) is configured through `gtag`. Both read the page's `dataLayer`, which the page fills before they load.
 */
export function tagManagerTags(id: string): { src: string; setup: string } | null {
  if (!isValidGtmId(id)) return null;
  const quoted = JSON.stringify(id);
  return id.startsWith("GTM-")
    ? {
        src: `https://www.googletagmanager.com/gtm.js?id=${id}`,
        setup: `window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`,
      }
    : {
        src: `https://www.googletagmanager.com/gtag/js?id=${id}`,
        setup: `window.gtag=function(){window.dataLayer.push(arguments)};window.gtag("js",new Date());window.gtag("config",${quoted});`,
      };
}
