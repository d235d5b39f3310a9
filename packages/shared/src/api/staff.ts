import { z } from 'zod';
import { LEVELS, MODULES } from '../permissions/modules';
import { anyOfRequired, emailField, PHONE_OR_EMAIL, phoneField } from '../validation/fields';
import { MSG } from '../validation/messages';

/** What the staff, roles, invitations and branches calls answer; the server takes its messages from here only. */
export const STAFF_MSG = {
  chooseInvitation: 'Укажите приглашение',
  roleNotFound: 'Роль не найдена',
  grantAboveOwn: 'Нельзя выдать права выше собственных.',
  roleAboveOwn: 'Нельзя изменять роль с правами выше собственных.',
  ownRoles: 'Нельзя менять собственные роли.',
  fullRightsOwnerOnly: 'Изменять роль с полными правами может только владелец компании.',
  ownerIsPermanent: 'Владельца компании нельзя изменить или удалить.',
  ownerCannotQuit: 'Владелец не может покинуть свою компанию.',
  invitationGone: 'Приглашение недействительно: его отозвали, оно устарело или уже принято.',
  invitationNotYours:
    'Это приглашение отправлено на другой телефон или почту. Войдите в аккаунт с ними (или подтвердите их в профиле), чтобы ответить.',
  alreadyEmployee: 'Этот человек уже работает в компании.',
  ownerCannotJoin: 'Владелец компании или администратор не может стать сотрудником другой компании.',
  onlyMainHasBranches: 'Филиалы есть только у головной компании.',
  alreadyInBranch: 'Сотрудник уже работает в этом филиале.',
  cannotBecomeBranch: 'Компания с филиалами или сама филиал не может стать филиалом.',
  invitationsPerCompany: (minutes: number) =>
    `Компания отправила слишком много приглашений. Повторите через ${minutes} мин.`,
  invitationsPerRecipient: (minutes: number) =>
    `На этот адрес уже отправлено много приглашений. Повторите через ${minutes} мин.`,
  invitationsPerAddress: (minutes: number) =>
    `Слишком много приглашений с вашего адреса. Повторите через ${minutes} мин.`,
} as const;

/** Modules a company role may grant; administration is never a company's to give. */
export const COMPANY_MODULES = MODULES.filter((module) => module !== 'admin');

const levelSchema = z.union(LEVELS.map((level) => z.literal(level)));

export const roleModulesSchema = z.partialRecord(
  z.enum(COMPANY_MODULES as unknown as [string, ...string[]], { error: 'Неизвестный раздел' }),
  levelSchema,
);

export const roleBodySchema = z.object({
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100, MSG.tooLong),
  modules: roleModulesSchema,
});

export const companyRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  modules: roleModulesSchema,
  members_count: z.number().int(),
  created_at: z.string(),
});

export const employeeSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  is_owner: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
});

export const employeesQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const employeeRolesBodySchema = z.object({
  role_ids: z.array(z.number().int().positive()).max(50),
});

export const inviteBodySchema = z
  .object({
    phone: phoneField.optional(),
    email: emailField.optional(),
    role_ids: z.array(z.number().int().positive()).max(50).default([]),
  })
  .check(
    z.refine((value: { phone?: unknown; email?: unknown }) => Boolean(value.phone || value.email), {
      message: MSG.required,
      path: ['email'],
      when: (payload) => {
        const value = payload.value as { phone?: unknown; email?: unknown } | null;
        return (
          typeof value === 'object' &&
          value !== null &&
          value.phone === undefined &&
          value.email === undefined
        );
      },
    }),
  )
  .meta(PHONE_OR_EMAIL);

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;

export const invitationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['employee', 'branch']),
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  target_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status: z.enum(INVITATION_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
});

export const acceptInvitationBodySchema = z
  .object({
    token: z.string().trim().min(10).max(200).optional(),
    invitation_id: z.number().int().positive().optional(),
    accept: z.boolean().default(true),
  })
  .refine((value) => Boolean(value.token || value.invitation_id), {
    message: STAFF_MSG.chooseInvitation,
    path: ['invitation_id'],
  })
  .meta({
    ...anyOfRequired('token', 'invitation_id'),
    description: 'token (from the link) or invitation_id',
  });

export const branchBodySchema = z.object({
  name: z.string({ error: MSG.required }).trim().min(2, MSG.required).max(200, MSG.tooLong),
  address: z.string().trim().max(300, MSG.tooLong).default(''),
  phone: z.string().trim().max(50, MSG.tooLong).default(''),
});

export const branchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  employees_count: z.number().int(),
  created_at: z.string(),
});

export const branchManagersQuerySchema = z.object({ branch_id: z.coerce.number().int().positive() });

export const addBranchManagerBodySchema = z.object({
  branch_id: z.number().int().positive(),
  account_id: z.number().int().positive(),
  role_ids: z.array(z.number().int().positive()).max(50).default([]),
});

export const companiesToInviteQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const companyToInviteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  inn: z.string(),
  address: z.string(),
});

export const inviteFilialBodySchema = z.object({ company_id: z.number().int().positive() });

export type CompanyRole = z.infer<typeof companyRoleSchema>;
export type Employee = z.infer<typeof employeeSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type CompanyToInvite = z.infer<typeof companyToInviteSchema>;
