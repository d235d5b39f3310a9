import Box from '@mui/material/Box';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useJournalHistory } from '../api/journal-history';
import {
  INITIAL_JOURNAL_FILTERS,
  type JournalFilterState,
  JournalFilters,
  journalFilterOf,
} from '../components/journal-filters';
import { JournalTable } from '../components/journal-table';

/**
 * /app/journal: who changed which of the company's records and when, newest first; filters by record type,
 * author and period; a row opens to its fields with the old and the new value.
 */
export function JournalPage() {
  const paging = usePaging();
  const [filters, setFilters] = useState<JournalFilterState>(INITIAL_JOURNAL_FILTERS);
  const history = useJournalHistory(journalFilterOf(filters, paging.offset, paging.limit));

  const changeFilters = (next: Partial<JournalFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  const filtered = Object.values(filters).some((value) => value !== '');
  return (
    <Box>
      <PageHeader title="Журнал изменений" />
      <JournalFilters value={filters} onChange={changeFilters} />
      <JournalTable
        rows={history.data?.results}
        count={history.data?.count ?? 0}
        paging={paging}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyText={
          filtered
            ? 'За выбранный период и с выбранными условиями изменений нет'
            : 'Здесь появятся изменения записей компании: кто, когда и что изменил.'
        }
      />
    </Box>
  );
}
