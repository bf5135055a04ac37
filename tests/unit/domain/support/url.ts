/** The site origin the URL tests resolve paths against. */
export const ORIGIN = "https://shop.example";
