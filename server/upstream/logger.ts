/** One structured log entry out (stdout as JSON lines in production; tests collect them). */
export type Logger = (entry: Record<string, unknown>) => void;
