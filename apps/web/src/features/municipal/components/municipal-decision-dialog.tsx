import { zodResolver } from '@hookform/resolvers/zod';
import type { MunicipalApplication } from '@sp/shared/api/passports';
import { MSG } from '@sp/shared/validation/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DecisionDialog, decisionFailed } from '../../../components/decision-dialog';
import { snackbar } from '../../../lib/snackbar-store';
import { useDecideMunicipalRequest } from '../api/decide-municipal-request';

export type MunicipalDecisionKind = 'accept' | 'decline';

const MAX_COMMENT = 2000;
const comment = z.string().trim().max(MAX_COMMENT, MSG.tooLong);
/** A decline says why: the company reads it in its profile before it asks again. */
const SCHEMAS = {
  accept: z.object({ comment }),
  decline: z.object({ comment: comment.min(1, MSG.required) }),
} as const;
type Values = { comment: string };

const companyOf = (request: MunicipalApplication) =>
  `«${request.company.name}»${request.company.inn ? ` (ИНН ${request.company.inn})` : ''}`;

const TEXTS: Record<
  MunicipalDecisionKind,
  {
    title: string;
    save: string;
    label: string;
    hint: string;
    question: (request: MunicipalApplication) => string;
  }
> = {
  accept: {
    title: 'Принять заявку',
    save: 'Принять',
    label: 'Комментарий',
    hint: 'Необязательно',
    question: (request) =>
      `Компания ${companyOf(request)} станет муниципальной организацией: ей можно будет назначать кладбища, ` +
      'и она будет рассматривать заявки на паспорта захоронений.',
  },
  decline: {
    title: 'Отклонить заявку',
    save: 'Отклонить',
    label: 'Причина отказа',
    hint: 'Компания увидит её в профиле',
    question: (request) =>
      `Отклонить заявку компании ${companyOf(request)}? Компания увидит причину в профиле и сможет подать ` +
      'заявку снова.',
  },
};

type MunicipalDecisionDialogProps = {
  request: MunicipalApplication;
  decision: MunicipalDecisionKind;
  onClose: () => void;
  /** the request as the server answered it, once accepted */
  onAccepted: (request: MunicipalApplication) => void;
};

/**
 * An administrator's decision on a request, confirmed: «Принять» with an optional comment, «Отклонить» with its
 * reason. A 409 (decided meanwhile) closes the dialog with the server's message; the list is asked again.
 */
export function MunicipalDecisionDialog({
  request,
  decision,
  onClose,
  onAccepted,
}: MunicipalDecisionDialogProps) {
  const texts = TEXTS[decision];
  const form = useForm<Values>({ resolver: zodResolver(SCHEMAS[decision]), defaultValues: { comment: '' } });
  const decide = useDecideMunicipalRequest();

  const handleSave = form.handleSubmit((values) =>
    decide.mutate(
      { id: request.id, body: { accept: decision === 'accept', comment: values.comment.trim() } },
      {
        onSuccess: (decided) => {
          if (decision === 'accept') onAccepted(decided);
          else snackbar.success(`Заявка компании «${request.company.name}» отклонена`);
          onClose();
        },
        onError: (error) => decisionFailed(form, error, onClose),
      },
    ),
  );

  return (
    <DecisionDialog
      form={form}
      title={texts.title}
      saveText={texts.save}
      question={texts.question(request)}
      commentLabel={texts.label}
      commentHint={texts.hint}
      maxComment={MAX_COMMENT}
      busy={decide.isPending}
      onClose={onClose}
      onSave={() => void handleSave()}
    />
  );
}
