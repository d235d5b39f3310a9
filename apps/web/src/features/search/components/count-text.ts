/**
 * A search's count as the page reads it: the server counts exactly up to a bound (1 000) and says `count_exact:
 * false` beyond it, which reads «более 1 000».
 */
export function countText(count: number, exact: boolean | undefined): string {
  return exact === false ? `более ${count.toLocaleString('ru-RU')}` : count.toLocaleString('ru-RU');
}
