/**
 * `X-Request-Id`, sent by the store on every upstream call (docs/upstream-api.md) and kept from a trusted proxy: 1–64
 * letters, digits, `.`, `_` or `-`. Anything else is not taken for an id.
 */
export const REQUEST_ID_SHAPE = /^[A-Za-z0-9._-]{1,64}$/;
