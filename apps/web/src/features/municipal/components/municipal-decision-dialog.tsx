import type { MunicipalApplication } from '@sp/shared/api/passports';
import { MSG } from '@sp/shared/validation/messages';
import { ApplicationDecisionDialog } from '../../../components/application-decision-dialog';
import type { DecisionKind } from '../../../components/decision-cell';
import { useDecideMunicipalRequest } from '../api/decide-municipal-request';

type MunicipalDecisionDialogProps = {
  request: MunicipalApplication;
  decision: DecisionKind;
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
  const decide = useDecideMunicipalRequest();
  return (
    <ApplicationDecisionDialog
      request={request}
      decision={decision}
      onClose={onClose}
      becomes={
        'муниципальной организацией: ей можно будет назначать кладбища, и она будет рассматривать заявки на ' +
        'паспорта захоронений'
      }
      maxComment={2000}
      tooLong={MSG.tooLong}
      send={(comment, handlers) =>
        decide.mutate({ id: request.id, body: { accept: decision === 'accept', comment } }, handlers)
      }
      busy={decide.isPending}
      onAccepted={onAccepted}
    />
  );
}
