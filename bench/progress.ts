/** The bench's progress lines on stderr, each stamped with the seconds since the run started. */
export function progressLog(): (what: string) => void {
  const started = performance.now();
  return (what) => console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${what}`);
}
