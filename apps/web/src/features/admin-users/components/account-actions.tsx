import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_PROFILE_MSG, type AdminProfileDetail } from '@sp/shared/api/admin-profiles';
import { USER_TYPE } from '@sp/shared/permissions/user-types';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField, reasonTooLong } from '../../../components/reason-field';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useResetPassword, useSetAccountActive } from '../api/account-actions';

type Asking = 'block' | 'unblock' | 'reset' | null;

/**
 * «Заблокировать» / «Разблокировать» and «Сбросить пароль», each after a confirmation. An administrator's account
 * is never blocked (the server refuses it too); the reset sends its owner a code the administrator never sees.
 */
export function AccountActions({ account, onDone }: { account: AdminProfileDetail; onDone: () => void }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const setActive = useSetAccountActive(account.id);
  const reset = useResetPassword(account.id);
  const busy = setActive.isPending || reset.isPending;
  const close = () => {
    setAsking(null);
    setReason('');
  };
  const failed = (error: unknown) => {
    snackbar.error(errorText(error));
    close();
  };

  const confirm = () => {
    if (asking === 'reset') {
      reset.mutate(undefined, {
        onSuccess: (answer) => {
          snackbar.success(answer.detail);
          close();
          onDone();
        },
        onError: failed,
      });
      return;
    }
    const change =
      asking === 'unblock' ? { active: true as const } : { active: false as const, reason: reason.trim() };
    setActive.mutate(change, {
      onSuccess: () => {
        snackbar.success(
          change.active ? 'Аккаунт разблокирован' : 'Аккаунт заблокирован, его сеансы завершены',
        );
        close();
        onDone();
      },
      onError: failed,
    });
  };

  const text = {
    block:
      `Заблокировать аккаунт «${account.name}»? Все его сеансы завершатся сразу, а войти снова он не сможет, ` +
      'пока аккаунт не разблокируют.',
    unblock: `Разблокировать аккаунт «${account.name}»? Он снова сможет входить; завершённые сеансы не вернутся.`,
    reset:
      `Отправить владельцу аккаунта «${account.name}» код для смены пароля? Код придёт на его телефон или e-mail, ` +
      'вы его не увидите. Прежний пароль действует, пока владелец не задаст новый.',
  };
  const tooLong = reasonTooLong(reason);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {account.is_active ? (
          account.user_type !== USER_TYPE.admin && (
            <Button variant="outlined" color="error" onClick={() => setAsking('block')} disabled={busy}>
              Заблокировать
            </Button>
          )
        ) : (
          <Button variant="outlined" color="success" onClick={() => setAsking('unblock')} disabled={busy}>
            Разблокировать
          </Button>
        )}
        {account.is_active && (account.email || account.phone) && (
          <Button variant="outlined" onClick={() => setAsking('reset')} disabled={busy}>
            Сбросить пароль
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        text={asking ? text[asking] : undefined}
        busy={busy || tooLong}
        onCancel={close}
        onConfirm={confirm}
      >
        {asking === 'block' && (
          <ReasonField
            hint="Необязательно; останется в истории аккаунта"
            tooLongText={ADMIN_PROFILE_MSG.reason}
            value={reason}
            onChange={setReason}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
