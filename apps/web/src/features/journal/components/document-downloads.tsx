import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DOCUMENT_FORMAT_LABELS,
  DOWNLOAD_MODEL_LABELS,
  DOWNLOAD_MODELS,
  type DownloadEntry,
} from '@sp/shared/api/documents';
import { formatDateTime } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { useDocumentDownloads } from '../api/document-downloads';
import {
  INITIAL_JOURNAL_FILTERS,
  type JournalFilterState,
  JournalFilters,
  journalFilterOf,
} from './journal-filters';

const KINDS = DOWNLOAD_MODELS.map((value) => ({ value, label: DOWNLOAD_MODEL_LABELS[value] }));

/** Where the downloaded thing opens now: a deal's document in the viewer, a template on its page. */
function documentHref(entry: DownloadEntry): string | null {
  if (entry.model_name === 'CustomDocument')
    return entry.document_id !== null ? paths.documentViewer(entry.document_id) : null;
  return entry.template_id ? paths.documentTemplate(entry.template_id) : null;
}

function DocumentName({ entry }: { entry: DownloadEntry }) {
  const href = documentHref(entry);
  if (!href) return <>{entry.name}</>;
  return (
    <Link component={RouterLink} to={href} sx={{ overflowWrap: 'break-word' }}>
      {entry.name}
    </Link>
  );
}

function DealLink({ entry }: { entry: DownloadEntry }) {
  if (!entry.order) return <>—</>;
  return (
    <Link component={RouterLink} to={paths.order(entry.order.id)} sx={{ whiteSpace: 'nowrap' }}>
      Сделка № {entry.order.number}
    </Link>
  );
}

const who = (entry: DownloadEntry) => entry.account?.name ?? 'Аккаунт удалён';
const how = (entry: DownloadEntry) =>
  `${DOCUMENT_FORMAT_LABELS[entry.format]}, ${entry.inline ? 'просмотр' : 'скачивание'}`;

const WIDE: readonly Column<DownloadEntry>[] = [
  {
    key: 'when',
    label: 'Когда',
    width: 150,
    render: (entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</Box>,
  },
  { key: 'document', label: 'Документ', render: (entry) => <DocumentName entry={entry} /> },
  { key: 'order', label: 'Сделка', width: 130, render: (entry) => <DealLink entry={entry} /> },
  { key: 'who', label: 'Кто', render: who },
  { key: 'format', label: 'Формат', width: 200, render: how },
];

/** On a phone one column: the document and its deal, then who and when, then the format. */
const COMPACT: readonly Column<DownloadEntry>[] = [
  {
    key: 'download',
    label: 'Скачивание',
    card: 'plain',
    render: (entry) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start', py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} component="div">
          <DocumentName entry={entry} />
        </Typography>
        {entry.order && (
          <Typography variant="body2" component="div">
            <DealLink entry={entry} />
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {who(entry)} · {formatDateTime(entry.created_at)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {how(entry)}
        </Typography>
      </Stack>
    ),
  },
];

/**
 * «Скачивания документов» in the journal: who downloaded or viewed which document of a deal (or a template's
 * file) and when, newest first; filters by what, who and the period, as the server reads them.
 */
export function DocumentDownloads() {
  const compact = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const paging = usePaging();
  const [filters, setFilters] = useState<JournalFilterState>({
    ...INITIAL_JOURNAL_FILTERS,
    model: 'CustomDocument',
  });
  const downloads = useDocumentDownloads(journalFilterOf(filters, paging.offset, paging.limit));

  const changeFilters = (next: Partial<JournalFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };
  const filtered = Boolean(filters.account || filters.dateFrom || filters.dateTo);
  return (
    <>
      <JournalFilters
        value={filters}
        onChange={changeFilters}
        models={KINDS}
        modelLabel="Что скачивали"
        anyModel={false}
        accountLabel="Кто"
        accountsOf="downloads"
      />
      <DataTable
        label="Скачивания документов"
        columns={compact ? COMPACT : WIDE}
        rows={downloads.data?.results}
        count={downloads.data?.count ?? 0}
        paging={paging}
        rowKey={(entry) => entry.id}
        loading={downloads.isPending}
        error={downloads.error}
        onRetry={() => void downloads.refetch()}
        emptyText={
          filtered
            ? 'За выбранный период и с выбранными условиями скачиваний нет'
            : 'Здесь появятся скачивания и просмотры документов: кто, когда и в каком формате.'
        }
      />
    </>
  );
}
