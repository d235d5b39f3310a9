import { captchaChallengeSchema, healthSchema, MISC_MSG } from '@sp/shared/api/misc';
import { APP_VERSION } from '@sp/shared/version';
import { z } from 'zod';
import { PUBLIC } from '../../platform/access';
import { ApiError } from '../../platform/errors';
import type { ApiApp } from '../../platform/http';
import type { Services } from '../../services';

export function registerHealthRoutes(app: ApiApp, services: Services): void {
  app.get(
    '/api/health/',
    { config: PUBLIC, schema: { tags: ['system'], response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const, database: services.database.kind, version: APP_VERSION }),
  );

  app.get(
    '/api/public/config/',
    {
      config: PUBLIC,
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            captcha_provider: z.enum(['altcha', 'recaptcha', 'none']),
            recaptcha_site_key: z.string().nullable(),
            version: z.string(),
          }),
        },
      },
    },
    async () => ({
      captcha_provider: services.captcha.provider,
      recaptcha_site_key: services.captcha.siteKey,
      version: APP_VERSION,
    }),
  );

  app.get(
    '/api/captcha/',
    {
      // 404 while the checks are off (CAPTCHA_PROVIDER none or recaptcha: no challenge to hand out)
      config: { ...PUBLIC, answers: [404] },
      schema: { tags: ['auth'], response: { 200: captchaChallengeSchema } },
    },
    async (_request, reply) => {
      const challenge = await services.captcha.challenge();
      if (!challenge) throw new ApiError(404, { detail: MISC_MSG.captchaDisabled });
      return reply
        .header('cache-control', 'no-store')
        .send(challenge as z.infer<typeof captchaChallengeSchema>);
    },
  );
}
