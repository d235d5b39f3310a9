import { DEALER_MSG, type DealerApplication } from '@sp/shared/api/dealers';
import { ApplicationDecisionDialog } from '../../../components/application-decision-dialog';
import type { DecisionKind } from '../../../components/decision-cell';
import { snackbar } from '../../../lib/snackbar-store';
import { useDecideDealerApplication } from '../api/dealer-applications';

type DealerDecisionDialogProps = {
  request: DealerApplication;
  decision: DecisionKind;
  onClose: () => void;
};

/**
 * An administrator's decision on a company's request to become a dealer: «Принять» with an optional comment,
 * «Отклонить» with its reason. A 409 (decided meanwhile) closes the dialog with the server's message.
 */
export function DealerDecisionDialog({ request, decision, onClose }: DealerDecisionDialogProps) {
  const decide = useDecideDealerApplication();
  return (
    <ApplicationDecisionDialog
      request={request}
      decision={decision}
      onClose={onClose}
      becomes={
        'дилером: она сможет просить свои промокоды, видеть партнёров, купивших по ним, и получать на баланс долю ' +
        'с их оплат'
      }
      maxComment={1000}
      tooLong={DEALER_MSG.comment}
      send={(comment, handlers) =>
        decide.mutate(
          { id: request.id, body: { status: decision === 'accept' ? 'accepted' : 'declined', comment } },
          handlers,
        )
      }
      busy={decide.isPending}
      onAccepted={() => snackbar.success(`Компания «${request.company.name}» теперь дилер`)}
    />
  );
}
