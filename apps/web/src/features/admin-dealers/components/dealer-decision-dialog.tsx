import { zodResolver } from '@hookform/resolvers/zod';
import { DEALER_MSG, type DealerApplication } from '@sp/shared/api/dealers';
import { MSG } from '@sp/shared/validation/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ApplicationDecisionKind } from '../../../components/company-applications';
import { DecisionDialog, decisionFailed } from '../../../components/decision-dialog';
import { snackbar } from '../../../lib/snackbar-store';
import { useDecideDealerApplication } from '../api/dealer-applications';

const MAX_COMMENT = 1000;
const comment = z.string().trim().max(MAX_COMMENT, DEALER_MSG.comment);
/** A decline says why: the company reads it in its profile before it asks again. */
const SCHEMAS = {
  accept: z.object({ comment }),
  decline: z.object({ comment: comment.min(1, MSG.required) }),
} as const;
type Values = { comment: string };

const companyOf = (request: DealerApplication) =>
  `«${request.company.name}»${request.company.inn ? ` (ИНН ${request.company.inn})` : ''}`;

const TEXTS: Record<
  ApplicationDecisionKind,
  {
    title: string;
    save: string;
    label: string;
    hint: string;
    question: (request: DealerApplication) => string;
  }
> = {
  accept: {
    title: 'Принять заявку',
    save: 'Принять',
    label: 'Комментарий',
    hint: 'Необязательно',
    question: (request) =>
      `Компания ${companyOf(request)} станет дилером: она сможет просить свои промокоды, видеть партнёров, ` +
      'купивших по ним, и получать на баланс долю с их оплат.',
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

type DealerDecisionDialogProps = {
  request: DealerApplication;
  decision: ApplicationDecisionKind;
  onClose: () => void;
};

/**
 * An administrator's decision on a company's request to become a dealer: «Принять» with an optional comment,
 * «Отклонить» with its reason. A 409 (decided meanwhile) closes the dialog with the server's message.
 */
export function DealerDecisionDialog({ request, decision, onClose }: DealerDecisionDialogProps) {
  const texts = TEXTS[decision];
  const form = useForm<Values>({ resolver: zodResolver(SCHEMAS[decision]), defaultValues: { comment: '' } });
  const decide = useDecideDealerApplication();

  const handleSave = form.handleSubmit((values) =>
    decide.mutate(
      {
        id: request.id,
        body: { status: decision === 'accept' ? 'accepted' : 'declined', comment: values.comment.trim() },
      },
      {
        onSuccess: () => {
          snackbar.success(
            decision === 'accept'
              ? `Компания «${request.company.name}» теперь дилер`
              : `Заявка компании «${request.company.name}» отклонена`,
          );
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
