import { AUTH_MSG, type CodeAction, type RegistrationBody } from '@sp/shared/api/auth';
import { formatPhone, type LoginIdentifier, parseIdentifier } from '@sp/shared/validation/patterns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../platform/background';
import type { Messenger } from '../../platform/channels/messenger';
import { ApiError, badRequest, forbidden } from '../../platform/errors';
import { assertPasswordNotCommon } from '../../platform/password-policy';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/passwords';
import * as throttle from '../../platform/throttle';
import { findAccountByIdentifier, isVerified } from '../accounts/accounts.service';
import { type AccountRow, accounts } from '../accounts/accounts.table';
import { createCompany } from '../companies/companies.service';
import { companies } from '../companies/companies.table';
import { CODE_INVALID, type CodeBook, type CodePurpose } from './auth-codes.service';
import type { IssuedSession, Sessions } from './auth-sessions.service';
import { AUTH_RULES } from './auth-throttle';

export const WRONG_CREDENTIALS = AUTH_MSG.wrongCredentials;
export const NOT_VERIFIED = AUTH_MSG.notVerified;
export const ACCOUNT_BLOCKED = AUTH_MSG.accountBlocked;
export const CODE_SENT = AUTH_MSG.codeSent;
export const REGISTRATION_CODE_SENT = AUTH_MSG.registrationCodeSent;

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
  background: BackgroundTasks;
  publicUrl: string;
}) {
  const { db, codes, sessions, messenger, background, publicUrl } = deps;

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
        secrets: [code],
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

  /** Someone tried to register with a contact that already has an account: its owner hears of it. */
  async function noticeExistingAccount(identifier: LoginIdentifier): Promise<void> {
    await messenger.send(identifier, {
      subject: 'Попытка регистрации — Светлая память',
      text:
        'Кто-то пытается зарегистрироваться на «Светлой памяти» с вашим ' +
        `${identifier.kind === 'phone' ? 'телефоном' : 'адресом почты'}, но аккаунт с ним уже есть. ` +
        `Если это были вы, войдите или восстановите пароль: ${publicUrl}/auth. Если нет, ничего делать не нужно.`,
    });
  }

  return {
    async login(body: Identity & { password: string }, address?: string): Promise<IssuedSession> {
      const identifier = identityOf(body);
      await throttle.assertUnderLimit(db, AUTH_RULES.loginFailed, identifier.value);
      if (address) await throttle.assertUnderLimit(db, AUTH_RULES.loginFailedFromAddress, address);
      const account = await findAccountByIdentifier(db, identifier);
      const passwordOk = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, body.password);
      if (!account || !passwordOk) {
        await throttle.recordEvent(db, AUTH_RULES.loginFailed, identifier.value);
        if (address) await throttle.recordEvent(db, AUTH_RULES.loginFailedFromAddress, address);
        throw badRequest(WRONG_CREDENTIALS);
      }
      if (!account.isActive) throw forbidden(ACCOUNT_BLOCKED);
      if (!isVerified(account)) throw forbidden(NOT_VERIFIED);
      return sessions.start(account.id);
    },

    /**
     * Same answer, in the same time, whether or not the account exists: after the send limit, everything
     * (finding the account, issuing and delivering the code) happens in the background.
     */
    async sendConfirmCode(body: Identity & { action: CodeAction }): Promise<void> {
      const identifier = identityOf(body);
      await throttle.consume(db, AUTH_RULES.codeSent, identifier.value);
      const purpose = ACTION_PURPOSE[body.action];
      background.run('send-confirm-code', async () => {
        const account = await findAccountByIdentifier(db, identifier);
        if (!account?.isActive) return;
        if (purpose === 'login' && !isVerified(account)) return;
        if (purpose === 'verification' && contactVerified(account, identifier)) return;
        await sendCode(identifier, purpose);
      });
    },

    async loginByCode(body: Identity & { code: string }, address?: string): Promise<IssuedSession> {
      const identifier = identityOf(body);
      await codes.consume(db, identifier.value, ['login'], body.code, address);
      const account = await findAccountByIdentifier(db, identifier);
      if (!account) throw new ApiError(400, { code: [CODE_INVALID] });
      if (!account.isActive) throw forbidden(ACCOUNT_BLOCKED);
      return sessions.start(account.id);
    },

    /**
     * Creates an unverified account (and, for a company owner, its company) and sends the code.
     * Registering again with a contact nobody confirmed replaces that unfinished registration. A contact
     * that already has a confirmed account gets the same answer (so strangers cannot learn who is registered)
     * and its owner a notice instead of a code.
     */
    async register(body: RegistrationBody): Promise<{ phone: string | null; email: string | null }> {
      const identifier = identityOf(body);
      assertPasswordNotCommon(body.password);
      await throttle.consume(db, AUTH_RULES.codeSent, identifier.value);
      const existing = await findAccountByIdentifier(db, identifier);
      const passwordHash = await hashPassword(body.password);
      const contact = {
        phone: identifier.kind === 'phone' ? formatPhone(identifier.value) : null,
        email: identifier.kind === 'email' ? identifier.value : null,
      };
      if (existing && isVerified(existing)) {
        background.run('registration-notice', () => noticeExistingAccount(identifier));
        return contact;
      }
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
      background.run('registration-code', () => sendCode(identifier, 'verification'));
      return contact;
    },

    async verify(body: Identity & { code: string }, address?: string): Promise<IssuedSession> {
      const identifier = identityOf(body);
      await codes.consume(db, identifier.value, ['verification'], body.code, address);
      const account = await findAccountByIdentifier(db, identifier);
      if (!account) throw new ApiError(400, { code: [CODE_INVALID] });
      await markVerified(account, identifier);
      return sessions.start(account.id);
    },

    async restorePassword(body: Identity): Promise<void> {
      await this.sendConfirmCode({ ...body, action: 'restore' });
    },

    /** Sets the new password from a restore code, ends every session of the account and signs in anew. */
    async confirmRestore(
      body: Identity & { code: string; password: string },
      address?: string,
    ): Promise<IssuedSession> {
      const identifier = identityOf(body);
      assertPasswordNotCommon(body.password);
      await codes.consume(db, identifier.value, ['restore'], body.code, address);
      const account = await findAccountByIdentifier(db, identifier);
      if (!account) throw new ApiError(400, { code: [CODE_INVALID] });
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

    /**
     * An administrator's password reset (issue 16 §1): the owner of the account gets a restore code at this phone
     * or e-mail, within the same send limit as sign-in's codes. The password stays as it is until the owner sets a
     * new one with the code (/auth?plan=restore → «У меня уже есть код»), which ends every session of the account.
     */
    async sendResetCode(identifier: LoginIdentifier): Promise<void> {
      await throttle.consume(db, AUTH_RULES.codeSent, identifier.value);
      const code = await codes.issue(db, identifier.value, 'restore');
      await messenger.send(identifier, {
        subject: `${PURPOSE_TEXT.restore} — Светлая память`,
        text:
          `Администратор «Светлой памяти» начал смену пароля вашего аккаунта. ${PURPOSE_TEXT.restore}: ${code}. ` +
          'Код действует 10 минут. Никому его не сообщайте. Чтобы задать новый пароль, откройте ' +
          `${publicUrl}/auth?plan=restore, нажмите «У меня уже есть код» и введите телефон или e-mail, код и новый ` +
          'пароль. Если вы не просили о смене пароля, ничего делать не нужно: прежний пароль продолжает действовать.',
        secrets: [code],
      });
    },

    /**
     * For a code another module sends (an e-mail change): refused when the phone or e-mail was already sent
     * as many codes as sign-in allows; counted only once `send` went through.
     */
    async withinCodeSendLimit(identifier: string, send: () => Promise<void>): Promise<void> {
      // the place is taken before sending (parallel sends cannot pass the limit together), given back if it failed
      const event = await throttle.consume(db, AUTH_RULES.codeSent, identifier);
      try {
        await send();
      } catch (error) {
        await throttle.releaseEvent(db, event);
        throw error;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
