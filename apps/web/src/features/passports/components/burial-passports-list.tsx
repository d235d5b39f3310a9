import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BurialPassport } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { useBurialPassports } from '../api/burial-passports';
import type { PassportSide } from '../api/passport-side';

const COLUMNS: readonly Column<BurialPassport>[] = [
  {
    key: 'number',
    label: 'Номер',
    card: 'title',
    width: 110,
    render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>№ {row.number}</Box>,
  },
  { key: 'cemetery', label: 'Кладбище', render: (row) => row.grave.cemetery || '—' },
  { key: 'grave', label: 'Могила', render: (row) => (row.grave.number ? `№ ${row.grave.number}` : '—') },
  {
    key: 'holder',
    label: 'Держатель',
    render: (row) => (
      <>
        {row.holder_name || '—'}
        {row.holder_phone && (
          <Typography variant="caption" color="text.secondary" component="div">
            {row.holder_phone}
          </Typography>
        )}
      </>
    ),
  },
  { key: 'issued', label: 'Выдан', width: 110, render: (row) => formatDate(row.issued_at) },
];

const ABOUT: Record<PassportSide, { title: string; text: string }> = {
  municipal: {
    title: 'Паспортов пока нет',
    text:
      'Здесь будут паспорта захоронений, которые выдала ваша организация: паспорт выдаётся, когда вы одобряете ' +
      'заявку, и получает следующий номер серии.',
  },
  applicant: {
    title: 'Паспортов пока нет',
    text:
      'Здесь будут паспорта захоронений, выданные вам по одобренным заявкам. Подать заявку можно в разделе ' +
      '«Мои заявки».',
  },
};

type BurialPassportsListProps = {
  side: PassportSide;
  onOpen: (passport: BurialPassport) => void;
  emptyAction?: ReactNode;
};

/** The passports of a side, newest first: number, cemetery, grave, holder, date of issue; cards on a phone. */
export function BurialPassportsList({ side, onOpen, emptyAction }: BurialPassportsListProps) {
  const paging = usePaging();
  const passports = useBurialPassports(side, { offset: paging.offset, limit: paging.limit });
  return (
    <DataTable
      label={side === 'municipal' ? 'Паспорта' : 'Список паспортов'}
      columns={COLUMNS}
      rows={passports.data?.results}
      count={passports.data?.count ?? 0}
      paging={paging}
      rowKey={(row) => row.id}
      loading={passports.isPending}
      error={passports.error}
      onRetry={() => void passports.refetch()}
      onRowClick={onOpen}
      emptyTitle={ABOUT[side].title}
      emptyText={ABOUT[side].text}
      emptyAction={emptyAction}
    />
  );
}
