import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { snackbar } from '../lib/snackbar-store';
import type { CompanyApplication } from './company-applications';
import type { DecisionKind } from './decision-cell';
import { commentRules, DecisionDialog, type DecisionTexts, decisionAnswers } from './decision-dialog';

type Values = { comment: string };

const companyOf = (request: CompanyApplication) =>
  `«${request.company.name}»${request.company.inn ? ` (ИНН ${request.company.inn})` : ''}`;

const textsOf = (becomes: string): Record<DecisionKind, DecisionTexts<CompanyApplication>> => ({
  accept: {
    title: 'Принять заявку',
    save: 'Принять',
    label: 'Комментарий',
    hint: 'Необязательно',
    question: (request) => `Компания ${companyOf(request)} станет ${becomes}.`,
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
});

type Handlers<A> = { onSuccess: (answer: A) => void; onError: (error: unknown) => void };

type ApplicationDecisionDialogProps<R extends CompanyApplication, A> = {
  request: R;
  decision: DecisionKind;
  onClose: () => void;
  /** what the company becomes, after «станет» («дилером: она сможет…») */
  becomes: string;
  maxComment: number;
  /** the message of a comment too long */
  tooLong: string;
  /** sends the decision with its comment (trimmed) */
  send: (comment: string, handlers: Handlers<A>) => void;
  busy: boolean;
  /** after an acceptance, with the server's answer; a decline is said by itself */
  onAccepted: (answer: A) => void;
};

/**
 * An administrator's decision on a company's request (to become a municipal organisation, a dealer): «Принять»
 * with an optional comment, «Отклонить» with its reason (the company reads it). A 409 (decided meanwhile) closes
 * the dialog with the server's message.
 */
export function ApplicationDecisionDialog<R extends CompanyApplication, A>({
  request,
  decision,
  onClose,
  becomes,
  maxComment,
  tooLong,
  send,
  busy,
  onAccepted,
}: ApplicationDecisionDialogProps<R, A>) {
  const comment = commentRules(maxComment, tooLong);
  const schema = z.object({ comment: decision === 'accept' ? comment.accept : comment.decline });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });
  const handleSave = form.handleSubmit((values) =>
    send(
      values.comment.trim(),
      decisionAnswers(form, onClose, (answer: A) => {
        if (decision === 'accept') onAccepted(answer);
        else snackbar.success(`Заявка компании «${request.company.name}» отклонена`);
      }),
    ),
  );
  return (
    <DecisionDialog
      form={form}
      texts={textsOf(becomes)[decision]}
      subject={request}
      maxComment={maxComment}
      busy={busy}
      onClose={onClose}
      onSave={() => void handleSave()}
    />
  );
}
