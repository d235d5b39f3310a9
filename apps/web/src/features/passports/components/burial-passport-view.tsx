import ArrowBack from '@mui/icons-material/ArrowBack';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BurialPassport } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { isMissingAnswer, NOT_FOUND } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useBurialPassport } from '../api/burial-passport';
import type { PassportSide } from '../api/passport-side';
import { PassportDownloadButton } from './passport-downloads';
import { dayText, lifeDates } from './passport-format';
import { Facts, PassportSection } from './passport-section';

function Buried({ passport }: { passport: BurialPassport }) {
  const buried = [...passport.buried].sort((a, b) => a.position - b.position);
  if (buried.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        В могиле пока никто не записан.
      </Typography>
    );
  return (
    <Stack component="ol" spacing={1.5} aria-label="Захороненные" sx={{ m: 0, pl: 3 }}>
      {buried.map((person) => (
        <li key={person.id}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {person.full_name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {[lifeDates(person), person.burial_date ? `захоронение ${dayText(person.burial_date)}` : '']
              .filter(Boolean)
              .join(' · ') || 'Даты не указаны'}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

type BurialPassportViewProps = { side: PassportSide; id: number };

/**
 * One burial passport: its organisation, grave, holder and the persons buried in the grave, with its document as PDF
 * or .docx; the holder asks for a change of it («Запросить изменение»), which the organisation moderates.
 */
export function BurialPassportView({ side, id }: BurialPassportViewProps) {
  const passport = useBurialPassport(side, id);
  const rights = useModuleRights('passport_requests');
  const listPath = side === 'municipal' ? paths.passportsView() : paths.passportsList();
  if (passport.isError && isMissingAnswer(passport.error)) throw NOT_FOUND;
  const data = passport.data;

  return (
    <Box>
      <Button component={RouterLink} to={listPath} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Все паспорта
      </Button>
      <PageHeader
        title={data ? `Паспорт захоронения №\u00a0${data.number}` : 'Паспорт захоронения'}
        actions={
          data && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <PassportDownloadButton side={side} passport={data} format="pdf" />
              <PassportDownloadButton side={side} passport={data} format="docx" />
              {side === 'applicant' && rights.canEdit && (
                <Button
                  variant="contained"
                  startIcon={<EditNoteOutlined />}
                  component={RouterLink}
                  to={paths.passportsListUpdate(data.id)}
                >
                  Запросить изменение
                </Button>
              )}
            </Box>
          )
        }
      />
      {passport.isPending && <PageState kind="loading" />}
      {passport.isError && (
        <PageState kind="error" error={passport.error} onRetry={() => void passport.refetch()} />
      )}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <PassportSection title="Паспорт">
            <Facts
              facts={[
                { label: 'Номер', value: `№ ${data.number}` },
                { label: 'Выдан', value: formatDate(data.issued_at) },
                { label: 'Организация', value: data.municipal_company.name || '—' },
                { label: 'Кладбище', value: data.grave.cemetery || '—' },
                { label: 'Могила', value: data.grave.number ? `№ ${data.grave.number}` : 'без номера' },
                { label: 'Держатель', value: data.holder_name || '—' },
                { label: 'Телефон держателя', value: data.holder_phone || '—' },
                ...(data.updated_at.slice(0, 10) !== data.issued_at.slice(0, 10)
                  ? [{ label: 'Изменён', value: formatDate(data.updated_at) }]
                  : []),
              ]}
            />
          </PassportSection>
          <PassportSection title="Захороненные">
            <Buried passport={data} />
          </PassportSection>
        </Box>
      )}
    </Box>
  );
}
