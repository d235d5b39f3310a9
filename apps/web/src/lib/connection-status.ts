import { snackbar } from './snackbar-store';

export const OFFLINE_MESSAGE =
  'Нет подключения к интернету. Изменения сохранятся, когда связь восстановится.';
export const ONLINE_MESSAGE = 'Подключение восстановлено';

/** SPEC §8: offline and online status is tracked; the person is told when the connection drops and returns. */
export function watchConnection(target: Window = window): () => void {
  const offline = () => snackbar.error(OFFLINE_MESSAGE);
  const online = () => snackbar.success(ONLINE_MESSAGE);
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener('offline', offline);
    target.removeEventListener('online', online);
  };
}
