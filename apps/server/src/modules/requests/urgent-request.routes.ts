import {
  URGENT_CALLS_PER_WINDOW,
  URGENT_MAX_COMPANIES,
  URGENT_MSG,
  URGENT_RADIUS_KM,
  urgentRequestBodySchema,
  urgentRequestCreatedSchema,
  urgentSentText,
} from '@sp/shared/api/urgent';
import { PUBLIC } from '../../platform/access';
import type { ApiApp } from '../../platform/http';
import type { ThrottleRule } from '../../platform/throttle';
import type { Services } from '../../services';

/** Sent calls per client IP; only a call that reached companies counts, so a family may try another city. */
export const URGENT_THROTTLE: ThrottleRule = {
  bucket: 'public:urgent-request',
  limit: URGENT_CALLS_PER_WINDOW,
  windowMs: 15 * 60 * 1000,
  message: URGENT_MSG.throttled,
};

/** «Срочный вызов» from the public search (SPEC §1; the path is not in the spec). */
export function registerUrgentRequestRoutes(app: ApiApp, services: Services): void {
  app.post(
    '/api/public/urgent-request/',
    {
      config: { ...PUBLIC, throttle: { rule: URGENT_THROTTLE, counts: 'success' } },
      schema: {
        tags: ['public'],
        description: `The emergency call for evacuating a deceased person: phone (SPEC §5 pattern), address, optional name, and lat/lng («near me», companies within ${URGENT_RADIUS_KM} km) or city (a city id). One urgent request (is_urgent, no lines) goes to each of the ${URGENT_MAX_COMPANIES} nearest published companies with an active service in a public service category marked is_urgent_evacuation, in one transaction. None found: 400 {detail}. Captcha as for /api/public/request/. At most ${URGENT_CALLS_PER_WINDOW} sent calls per IP in 15 minutes, then 429 with Retry-After.`,
        body: urgentRequestBodySchema,
        response: { 201: urgentRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      await services.captcha.check(request.body.captcha ?? request.body.recaptcha, request.ip);
      const companies = await services.urgent.send(request.body);
      return reply.status(201).send({ detail: urgentSentText(companies.length), companies });
    },
  );
}
