import { z } from 'zod';
import { bugMessageField } from '../validation/fields';

export const MISC_MSG = {
  imageRequired: 'Выберите изображение.',
  captchaDisabled: 'Проверка «я не робот» отключена.',
} as const;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
});

/** GET /api/captcha/: an ALTCHA challenge for the widget to solve (its fields are altcha-lib's). */
export const captchaChallengeSchema = z
  .looseObject({ parameters: z.looseObject({}), signature: z.string().optional() })
  .describe('An ALTCHA challenge (altcha-lib), solved by the widget and sent back as `captcha`');

export const bugSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  screen_upload: z.string().nullable(),
  is_resolved: z.boolean(),
  created_at: z.string(),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }).nullable(),
  page_url: z.string(),
});

export const bugCreateFieldsSchema = z.object({
  message: bugMessageField,
  page_url: z.string().max(500).optional(),
});

export const bugUpdateBodySchema = z.object({ is_resolved: z.boolean() });

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'whatsapp', 'telegram', 'outbox']),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  created_at: z.string(),
});

export const releaseChangeSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  image: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  availability: z.array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])),
  extra: z.array(z.string()),
  help: z.string().nullable(),
});

export const releaseNoteSchema = z.object({
  id: z.number().int(),
  version: z.string(),
  date: z.string(),
  changes: z.array(releaseChangeSchema),
});

export type Bug = z.infer<typeof bugSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;
