/** 1000 → "10.00": YooKassa takes amounts as strings in rubles. */
export function rublesOf(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError(`an amount must be a whole, non-negative number of kopecks, got ${kopecks}`);
  }
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** "10.00" → 1000, by the digits (no floating point on the way); null for anything else. */
export function kopecksOf(rubles: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(rubles);
  if (!match) return null;
  const kopecks = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) ? kopecks : null;
}
