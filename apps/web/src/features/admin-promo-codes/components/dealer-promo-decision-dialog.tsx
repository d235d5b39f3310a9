import { zodResolver } from '@hookform/resolvers/zod';
import { PROMO_MSG, type PromoCode } from '@sp/shared/api/promo-codes';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DecisionKind } from '../../../components/decision-cell';
import {
  commentRules,
  DecisionDialog,
  type DecisionTexts,
  decisionAnswers,
} from '../../../components/decision-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { audienceText, untilText } from '../../../components/promo-format';
import { snackbar } from '../../../lib/snackbar-store';
import { useDecideDealerPromoCode } from '../api/dealer-promo-codes';

const MAX_COMMENT = 1000;
const comment = commentRules(MAX_COMMENT, PROMO_MSG.note);
/** whole percent 0…50, kept as typed (sent as a number) */
const share = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, PROMO_MSG.share)
  .refine((value) => Number(value) <= 50, PROMO_MSG.share);
/** An acceptance sets the dealer's share; a decline says why: the dealer reads it beside its request. */
const SCHEMAS = {
  accept: z.object({ dealer_share_percent: share, comment: comment.accept }),
  decline: z.object({ dealer_share_percent: z.string(), comment: comment.decline }),
} as const;
type Values = { dealer_share_percent: string; comment: string };

const termsOf = (code: PromoCode) =>
  `скидка ${code.discount_percent} %, для кого: ${audienceText(code).toLowerCase()}, ` +
  `использований: ${code.max_uses === null ? 'без ограничения' : code.max_uses}, действует до: ${untilText(code)}`;

const TEXTS: Record<DecisionKind, DecisionTexts<PromoCode>> = {
  accept: {
    title: 'Принять промокод',
    save: 'Принять',
    label: 'Комментарий',
    hint: 'Необязательно',
    question: (code) =>
      `Промокод ${code.code} дилера «${code.dealer?.name ?? ''}» начнёт действовать (${termsOf(code)}). ` +
      'С каждой оплаты по нему дилер получит на баланс свою долю.',
  },
  decline: {
    title: 'Отклонить промокод',
    save: 'Отклонить',
    label: 'Причина отказа',
    hint: 'Дилер увидит её в заявке',
    question: (code) =>
      `Отклонить промокод ${code.code} дилера «${code.dealer?.name ?? ''}»? Дилер увидит причину и сможет ` +
      'попросить другой.',
  },
};

type DealerPromoDecisionDialogProps = {
  code: PromoCode;
  decision: DecisionKind;
  onClose: () => void;
};

/**
 * An administrator's decision on a dealer's request for a code: «Принять» with the dealer's share (%) and an
 * optional comment, «Отклонить» with its reason. A 409 (decided meanwhile) closes it with the server's message.
 */
export function DealerPromoDecisionDialog({ code, decision, onClose }: DealerPromoDecisionDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(SCHEMAS[decision]),
    defaultValues: { dealer_share_percent: '', comment: '' },
  });
  const decide = useDecideDealerPromoCode();

  const handleSave = form.handleSubmit((values) =>
    decide.mutate(
      {
        id: code.id,
        body:
          decision === 'accept'
            ? {
                status: 'active',
                dealer_share_percent: Number(values.dealer_share_percent),
                comment: values.comment.trim(),
              }
            : { status: 'declined', comment: values.comment.trim() },
      },
      decisionAnswers(form, onClose, () =>
        snackbar.success(
          decision === 'accept' ? `Промокод ${code.code} действует` : `Промокод ${code.code} отклонён`,
        ),
      ),
    ),
  );

  return (
    <DecisionDialog
      form={form}
      texts={TEXTS[decision]}
      subject={code}
      maxComment={MAX_COMMENT}
      busy={decide.isPending}
      onClose={onClose}
      onSave={() => void handleSave()}
    >
      {decision === 'accept' && (
        <FormTextField
          control={form.control}
          name="dealer_share_percent"
          label="Доля дилера, %"
          inputMode="numeric"
          helperText="От 0 до 50 процентов от оплаченного по промокоду"
        />
      )}
    </DecisionDialog>
  );
}
