import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PassportRequest } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { RouterLink } from '../../../lib/router-link';
import type { PassportSide } from '../api/passport-side';
import { lifeDates, PASSPORT_REQUEST_KIND_LABELS } from './passport-format';
import { PassportRequestStatusChip } from './passport-request-status-chip';
import { type Fact, Facts, PassportSection } from './passport-section';

/** What the request asks and from whom: the grave, the deceased, the holder, the applicant's note. */
export function PassportRequestSummary({ side, request }: { side: PassportSide; request: PassportRequest }) {
  const facts: Fact[] = [
    { label: 'Вид', value: PASSPORT_REQUEST_KIND_LABELS[request.kind] },
    {
      label: 'Статус',
      value: (
        <>
          <PassportRequestStatusChip status={request.status} />
          {request.decided_by === 'system' && (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              Одобрена автоматически: паспорт этой могилы уже у заявителя
            </Typography>
          )}
        </>
      ),
    },
    { label: 'Подана', value: formatDate(request.created_at) },
    side === 'municipal'
      ? {
          label: 'Заявитель',
          value: `${request.applicant.name || '—'} (${request.applicant.kind === 'company' ? 'компания' : 'частное лицо'})`,
        }
      : { label: 'Организация', value: request.municipal_company.name || '—' },
    { label: 'Кладбище', value: request.grave.cemetery || '—' },
    { label: 'Могила', value: request.grave.number ? `№ ${request.grave.number}` : 'без номера' },
  ];
  if (request.person) {
    const dates = lifeDates(request.person);
    facts.push({
      label: 'Умерший',
      value: dates ? `${request.person.full_name}, ${dates}` : request.person.full_name,
    });
  }
  if (request.order_id !== null && side === 'applicant' && request.applicant.kind === 'company') {
    facts.push({
      label: 'Сделка',
      value: (
        <Link component={RouterLink} to={paths.order(request.order_id)}>
          Открыть сделку
        </Link>
      ),
    });
  }
  if (request.kind === 'update' && request.passport_id !== null) {
    const passport =
      side === 'municipal'
        ? paths.passportsView(request.passport_id)
        : paths.passportsList(request.passport_id);
    facts.push({
      label: 'Паспорт',
      value: (
        <Link component={RouterLink} to={passport}>
          Открыть паспорт
        </Link>
      ),
    });
  }
  facts.push(
    { label: 'Держатель паспорта', value: request.holder_name || '—' },
    { label: 'Телефон держателя', value: request.holder_phone || '—' },
    { label: 'Комментарий заявителя', value: request.note || '—' },
  );
  return (
    <PassportSection title="Заявка">
      <Facts facts={facts} />
    </PassportSection>
  );
}
