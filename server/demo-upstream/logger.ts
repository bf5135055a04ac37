/** One structured log entry out (stdout as JSON lines in production; tests collect them). */
export type Logger = (entry: Record<string, unknown>) => void;

/** The default: one JSON line on stdout, with its time. */
export const stdoutLog: Logger = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};
