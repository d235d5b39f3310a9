import type { CodeAction, RegistrationBody, Session } from '@sp/shared/api/auth';
import { formatPhone, type LoginIdentifier, parseIdentifier } from '@sp/shared/validation/patterns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Messenger } from '../../platform/channels/messenger';
import { ApiError, badRequest, forbidden } from '../../platform/errors';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/passwords';
import { findAccountByIdentifier, isVerified } from '../accounts/accounts.service';
import { type AccountRow, accounts } from '../accounts/accounts.table';
import { createCompany } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import type { CodeBook, CodePurpose } from './auth-codes';
import type { Sessions } from './auth-sessions';
import { assertUnderLimit, MAX_CODE_SENDS, MAX_LOGIN_FAILURES, recordEvent } from './auth-throttle';

export const WRONG_CREDENTIALS = 'Неверный логин или пароль.';
export const NOT_VERIFIED = 'Аккаунт не подтверждён: введите код, отправленный на ваш телефон или e-mail.';
export const ACCOUNT_BLOCKED = 'Аккаунт заблокирован. Обратитесь в поддержку.';
export const CODE_SENT = 'Если аккаунт с этими данными существует, мы отправили на него код.';
export const REGISTRATION_CODE_SENT =
  'Мы отправили код подтверждения. Введите его, чтобы завершить регистрацию.';

type Identity = { phone?: string; email?: string };

/** The phone wins when both are sent: the spec's forms send one or the other. */
export function identityOf(body: Identity): LoginIdentifier {
  return body.phone
    ? parseIdentifier(body.phone)
    : { kind: 'email', value: parseIdentifier(body.email!).value };
}

const ACTION_PURPOSE: Record<CodeAction, CodePurpose> = {
  login: 'login',
  registration: 'verification',
  verification: 'verification',
  restore: 'restore',
};

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  login: 'Код для входа',
  verification: 'Код подтверждения регистрации',
  restore: 'Код для восстановления пароля',
  email_change: 'Код подтверждения новой почты',
  shopper_confirm: 'Код подтверждения клиента',
};

export function createAuthService(deps: {
  db: Db;
  codes: CodeBook;
  sessions: Sessions;
  messenger: Messenger;
}) {
  const { db, codes, sessions, messenger } = deps;

  async function sendCode(
    identifier: LoginIdentifier,
    purpose: CodePurpose,
    payload: Record<string, unknown> = {},
  ) {
    const code = await codes.issue(db, identifier.value, purpose, payload);
    await messenger.send(
      { kind: identifier.kind, value: identifier.value },
      {
        subject: `${PURPOSE_TEXT[purpose]} — Светлая память`,
        text: `${PURPOSE_TEXT[purpose]}: ${code}. Код действует 10 минут. Никому его не сообщайте.`,
      },
    );
  }

  async function markVerified(account: AccountRow, identifier: LoginIdentifier): Promise<void> {
    const flag = identifier.kind === 'phone' ? { isPhoneVerified: true } : { isEmailVerified: true };
    await db
      .update(accounts)
      .set({ ...flag, updatedAt: new Date() })
      .where(eq(accounts.id, account.id));
  }

  function contactVerified(account: AccountRow, identifier: LoginIdentifier): boolean {
    return identifier.kind === 'phone' ? account.isPhoneVerified : account.isEmailVerified;
  }

  return {
    async login(body: Identity & { password: string }): Promise<Session> {
      const identifier = identityOf(body);
      await assertUnderLimit(db, identifier.value, 'login_failed', MAX_LOGIN_FAILURES);
      const account = await findAccountByIdentifier(db, identifier);
      const passwordOk = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, body.password);
      if (!account || !passwordOk) {
        await recordEvent(db, identifier.value, 'login_failed');
        throw badRequest(WRONG_CREDENTIALS);
      }
      if (!account.isActive) throw forbidden(ACCOUNT_BLOCKED);
      if (!isVerified(account)) throw forbidden(NOT_VERIFIED);
      return sessions.start(account.id);
    },

    /** Same answer whether or not the account exists, so the call cannot probe for accounts. */
    async sendConfirmCode(body: Identity & { action: CodeAction }): Promise<void> {
      const identifier = identityOf(body);
      await assertUnderLimit(db, identifier.value, 'code_sent', MAX_CODE_SENDS);
      await recordEvent(db, identifier.value, 'code_sent');
      const account = await findAccountByIdentifier(db, identifier);
      if (!account?.isActive) return;
      const purpose = ACTION_PURPOSE[body.action];
      if (purpose === 'login' && !isVerified(account)) return;
      if (purpose === 'verification' && contactVerified(account, identifier)) return;
      await sendCode(identifier, purpose);
    },

    async loginByCode(body: Identity & { code: string }): Promise<Session> {
      const identifier = identityOf(body);
      await codes.consume(db, identifier.value, ['login'], body.code);
      const account = await findAccountByIdentifier(db, identifier);
      if (!account)
        throw new ApiError(400, { code: ['Код недействителен или устарел. Запросите новый код.'] });
      if (!account.isActive) throw forbidden(ACCOUNT_BLOCKED);
      return sessions.start(account.id);
    },

    /**
     * Creates an unverified account (and, for a company owner, its company) and sends the code.
     * Registering again with a contact nobody confirmed replaces that unfinished registration.
     */
    async register(body: RegistrationBody): Promise<{ phone: string | null; email: string | null }> {
      const identifier = identityOf(body);
      await assertUnderLimit(db, identifier.value, 'code_sent', MAX_CODE_SENDS);
      const existing = await findAccountByIdentifier(db, identifier);
      if (existing && isVerified(existing)) {
        const field = identifier.kind === 'phone' ? 'phone' : 'email';
        throw new ApiError(400, {
          [field]: [
            identifier.kind === 'phone'
              ? 'Пользователь с таким телефоном уже зарегистрирован'
              : 'Пользователь с такой почтой уже зарегистрирован',
          ],
        });
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (existing) {
          await tx.delete(companies).where(eq(companies.ownerAccountId, existing.id));
          await tx.delete(accounts).where(eq(accounts.id, existing.id));
        }
        const [account] = await tx
          .insert(accounts)
          .values({
            userType: body.type_user,
            phone: identifier.kind === 'phone' ? identifier.value : null,
            email: identifier.kind === 'email' ? identifier.value : null,
            passwordHash,
            firstName: body.first_name ?? '',
            lastName: body.last_name ?? '',
          })
          .returning();
        if (body.type_user === 2) {
          const company = await createCompany(tx, { name: body.company_name!, ownerAccountId: account.id });
          await tx.update(accounts).set({ currentCompanyId: company.id }).where(eq(accounts.id, account.id));
        }
      });
      await recordEvent(db, identifier.value, 'code_sent');
      await sendCode(identifier, 'verification');
      return {
        phone: identifier.kind === 'phone' ? formatPhone(identifier.value) : null,
        email: identifier.kind === 'email' ? identifier.value : null,
      };
    },

    async verify(body: Identity & { code: string }): Promise<Session> {
      const identifier = identityOf(body);
      await codes.consume(db, identifier.value, ['verification'], body.code);
      const account = await findAccountByIdentifier(db, identifier);
      if (!account)
        throw new ApiError(400, { code: ['Код недействителен или устарел. Запросите новый код.'] });
      await markVerified(account, identifier);
      return sessions.start(account.id);
    },

    async restorePassword(body: Identity): Promise<void> {
      await this.sendConfirmCode({ ...body, action: 'restore' });
    },

    /** Sets the new password from a restore code, signs out every other session and signs in. */
    async confirmRestore(body: Identity & { code: string; password: string }): Promise<Session> {
      const identifier = identityOf(body);
      await codes.consume(db, identifier.value, ['restore'], body.code);
      const account = await findAccountByIdentifier(db, identifier);
      if (!account)
        throw new ApiError(400, { code: ['Код недействителен или устарел. Запросите новый код.'] });
      if (!account.isActive) throw forbidden(ACCOUNT_BLOCKED);
      const passwordHash = await hashPassword(body.password);
      await db
        .update(accounts)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(accounts.id, account.id));
      await markVerified(account, identifier);
      await sessions.revokeAll(account.id);
      return sessions.start(account.id);
    },

    sendCode,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
