import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE, ONLINE_MESSAGE, watchConnection } from './connection-status';
import { snackbar } from './snackbar-store';

describe('connection status', () => {
  afterEach(() => snackbar.close());

  it('tells when the connection drops and when it returns, until unsubscribed', () => {
    const stop = watchConnection(window);
    window.dispatchEvent(new Event('offline'));
    expect(snackbar.get()).toMatchObject({ message: OFFLINE_MESSAGE, severity: 'error' });
    window.dispatchEvent(new Event('online'));
    expect(snackbar.get()).toMatchObject({ message: ONLINE_MESSAGE, severity: 'success' });
    stop();
    snackbar.close();
    window.dispatchEvent(new Event('offline'));
    expect(snackbar.get()).toBeNull();
  });
});
