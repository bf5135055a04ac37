import account from "./account.css";
import base from "./base.css";
import catalog from "./catalog.css";
import certificate from "./certificate.css";
import chrome from "./chrome.css";
import content from "./content.css";
import editorial from "./editorial.css";
import forms from "./forms.css";
import information from "./information.css";
import location from "./location.css";
import order from "./order.css";
import outfits from "./outfits.css";
import streaming from "./streaming.css";

/** The store's stylesheets, in cascade order (later files may refine earlier ones). */
export const STYLESHEETS = [base, chrome, content, catalog, forms, account, order, information, editorial, certificate, outfits, location, streaming];
