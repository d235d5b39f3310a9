import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { JOURNAL_MSG, type JournalAccountSource } from '@sp/shared/api/journal';
import { isoDayOf } from '@sp/shared/format/date-text';
import { PeriodFields } from '../../../components/date-fields';
import { useJournalAccounts } from '../api/journal-accounts';
import type { JournalFilter } from '../api/journal-history';

export type JournalFilterState = {
  model: string;
  /** an account id as text, '' for everyone */
  account: string;
  dateFrom: string;
  dateTo: string;
};

export const INITIAL_JOURNAL_FILTERS: JournalFilterState = {
  model: '',
  account: '',
  dateFrom: '',
  dateTo: '',
};

/** The history request's query: only the filters that are set; an inverted period is not sent. */
export function journalFilterOf(state: JournalFilterState, offset: number, limit: number): JournalFilter {
  const inverted = periodProblem(state) !== null;
  return {
    offset,
    limit,
    ...(state.model ? { model_name: state.model } : {}),
    ...(state.account ? { account: Number(state.account) } : {}),
    ...(isoDayOf(state.dateFrom) && !inverted ? { date_from: state.dateFrom } : {}),
    ...(isoDayOf(state.dateTo) && !inverted ? { date_to: state.dateTo } : {}),
  };
}

export function periodProblem(state: JournalFilterState): string | null {
  const [from, to] = [isoDayOf(state.dateFrom), isoDayOf(state.dateTo)];
  return from && to && from > to ? JOURNAL_MSG.range : null;
}

type JournalFiltersProps = {
  value: JournalFilterState;
  onChange: (next: Partial<JournalFilterState>) => void;
  /** the first select's choices: the record types, or what was downloaded */
  models: readonly { value: string; label: string }[] | undefined;
  modelLabel?: string;
  /** whether the first select offers «Все» (the download history needs one kind) */
  anyModel?: boolean;
  accountLabel?: string;
  /** whose names the account filter offers: who changed records, or who downloaded documents */
  accountsOf?: JournalAccountSource;
};

/** The kind of rows and who (the journal's own list of authors), and the period, by days. */
export function JournalFilters({
  value,
  onChange,
  models,
  modelLabel = 'Тип записи',
  anyModel = true,
  accountLabel = 'Кто изменил',
  accountsOf = 'changes',
}: JournalFiltersProps) {
  const accounts = useJournalAccounts(accountsOf);
  const period = periodProblem(value);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1.4fr 1fr 1fr' },
      }}
    >
      <TextField
        select
        size="small"
        label={modelLabel}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={value.model}
        onChange={(event) => onChange({ model: event.target.value })}
      >
        {anyModel && <MenuItem value="">Все</MenuItem>}
        {models?.map((model) => (
          <MenuItem key={model.value} value={model.value}>
            {model.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={accountLabel}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={value.account}
        onChange={(event) => onChange({ account: event.target.value })}
      >
        <MenuItem value="">Все</MenuItem>
        {accounts.data?.results.map((account) => (
          <MenuItem key={account.id} value={String(account.id)}>
            {account.name}
          </MenuItem>
        ))}
      </TextField>
      <PeriodFields
        from={value.dateFrom}
        to={value.dateTo}
        fromLabel="С даты"
        toLabel="По дату"
        problem={period}
        onChange={({ from, to }) =>
          onChange({ ...(from !== undefined && { dateFrom: from }), ...(to !== undefined && { dateTo: to }) })
        }
      />
    </Box>
  );
}
