/** A wait in human units for a Russian message: `45 с`, `2 мин`, `4 мин 30 с`, `52 мин`, `1 ч 5 мин`. */
export function formatWait(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  if (seconds < 60) return `${seconds} с`;
  // Under 10 minutes the seconds still matter; past that, whole minutes (rounded up) say enough.
  if (seconds < 600)
    return seconds % 60 === 0 ? `${seconds / 60} мин` : `${Math.floor(seconds / 60)} мин ${seconds % 60} с`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} мин`;
  return minutes % 60 === 0 ? `${minutes / 60} ч` : `${Math.floor(minutes / 60)} ч ${minutes % 60} мин`;
}
