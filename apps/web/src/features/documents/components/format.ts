/** «12,5 КБ», «1,2 МБ»: a file's size for people. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} КБ`;
  return `${(kb / 1024).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} МБ`;
}
