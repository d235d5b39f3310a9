import { testPayment } from '@sp/shared/routes/cabinet-paths';
import type { Config } from '../../config';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-provider';
import { createYooKassaProvider, type YooKassaProvider } from './yookassa-provider';

/** The configured provider; `name === 'test'` narrows to the sandbox, whose page completes its payments. */
export function createPaymentProvider(settings: Config['payments']): YooKassaProvider | TestPaymentProvider {
  if (settings.provider === 'yookassa') {
    return createYooKassaProvider({
      shopId: settings.shopId,
      secretKey: settings.secretKey,
      apiUrl: settings.apiUrl,
    });
  }
  // the sandbox's page is this site's own: a path, so it opens on whatever address the payer uses
  return createTestPaymentProvider({ confirmationUrl: (providerId) => testPayment(providerId) });
}
