import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useJournalHistory } from '../api/journal-history';
import { useJournalModelNames } from '../api/journal-model-names';
import { DocumentDownloads } from '../components/document-downloads';
import {
  INITIAL_JOURNAL_FILTERS,
  type JournalFilterState,
  JournalFilters,
  journalFilterOf,
} from '../components/journal-filters';
import { JournalTable } from '../components/journal-table';

type JournalTab = 'changes' | 'downloads';

/** «Изменения»: the company's records' changes, each opening to its fields old → new. */
function JournalChanges() {
  const paging = usePaging();
  const models = useJournalModelNames();
  const [filters, setFilters] = useState<JournalFilterState>(INITIAL_JOURNAL_FILTERS);
  const history = useJournalHistory(journalFilterOf(filters, paging.offset, paging.limit));

  const changeFilters = (next: Partial<JournalFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  const filtered = Object.values(filters).some((value) => value !== '');
  return (
    <>
      <JournalFilters value={filters} onChange={changeFilters} models={models.data?.results} />
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
    </>
  );
}

/**
 * /app/journal: who changed which of the company's records and when, newest first, filtered by record type,
 * author and period; the tab «Скачивания документов» (?tab=downloads) lists who downloaded which document.
 */
export function JournalPage() {
  const [params, setParams] = useSearchParams();
  const tab: JournalTab = params.get('tab') === 'downloads' ? 'downloads' : 'changes';
  return (
    <Box>
      <PageHeader title="Журнал изменений" />
      <Tabs
        value={tab}
        onChange={(_, next: JournalTab) =>
          setParams(next === 'downloads' ? { tab: 'downloads' } : {}, { replace: true })
        }
        aria-label="Разделы журнала"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        <Tab value="changes" label="Изменения" id="journal-tab-changes" aria-controls="journal-panel" />
        <Tab
          value="downloads"
          label="Скачивания документов"
          id="journal-tab-downloads"
          aria-controls="journal-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="journal-panel" aria-labelledby={`journal-tab-${tab}`}>
        {tab === 'downloads' ? <DocumentDownloads /> : <JournalChanges />}
      </Box>
    </Box>
  );
}
