import { snackbar } from './snackbar-store';

/** Puts a text on the clipboard and says so («Скопировано: RITUAL10»), or says to copy it by hand. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    snackbar.success(`Скопировано: ${text}`);
  } catch {
    snackbar.error('Не удалось скопировать: выделите текст и скопируйте вручную');
  }
}
