import base from "./base.css";
import chrome from "./chrome.css";
import content from "./content.css";
import forms from "./forms.css";

/**
 * The stylesheets of every page (the root route's links), in cascade order: tokens and reset, the page chrome (header
 * and its modals, menu, footer), the home and error page blocks, form fields. An area's own stylesheet (catalog.css,
 * account.css, order.css…) is linked by the routes that show the area (their `links`), after these and in this order:
 * catalog, account, order, information, editorial, certificate, outfits, location. A long stylesheet is a list of
 * `@import`s of its partials (`catalog/listing.css`…), which the CSS bundler inlines: still one file per stylesheet.
 */
export const STYLESHEETS = [base, chrome, content, forms];
