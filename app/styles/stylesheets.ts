import account from "./account.css";
import base from "./base.css";
import catalog from "./catalog.css";
import chrome from "./chrome.css";
import content from "./content.css";
import forms from "./forms.css";
import location from "./location.css";
import order from "./order.css";

/** The store's stylesheets, in cascade order (later files may refine earlier ones). */
export const STYLESHEETS = [base, chrome, content, catalog, forms, account, order, location];
