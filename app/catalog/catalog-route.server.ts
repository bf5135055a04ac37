// The catalogue route's server side (`routes/catalog.$.tsx`), imported through this one module: the browser build
// stands in an empty module for each server module a route imports, and one that other routes import as well
// becomes a file of its own that every catalogue page would load for nothing.
export { productLoader } from "./product-page/product-page.server";
export { action } from "./product-requests.server";
export { sectionLoader } from "./section-page.server";
