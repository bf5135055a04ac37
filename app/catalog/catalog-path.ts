/** A product's link is its section path plus its numeric id: `/catalog/odezhda/platya/137/`. */
export const PRODUCT_PATH = /(?:^|\/)(\d{1,12})\/?$/;
