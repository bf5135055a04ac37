/** The seed's notion of "now" (unix seconds), fixed so that every fresh database is identical. */
export const SEED_NOW = Date.UTC(2025, 8, 1) / 1000;
export const DAY = 86_400;
export const HOUR = 3_600;
