/** JSON for an inline <script> (JSON-LD, data layer): `<` escaped so the text can never close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
