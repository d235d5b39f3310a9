import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReportDirectory } from '@sp/shared/api/reports';
import { REPORT_MSG } from '@sp/shared/api/reports';
import { isoDayOf } from '@sp/shared/format/date-text';
import { PeriodFields } from '../../../components/date-fields';
import {
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  PRESET_LABELS,
  presetOf,
  presetPeriod,
} from './report-period';

/** What the filters hold: the period as typed (a day may be half-typed) and the companies chosen. */
export type ReportFilterState = { from: string; to: string; branches: number[] };

/** Why the typed period cannot be asked for, or null. */
export function periodProblem(state: Pick<ReportFilterState, 'from' | 'to'>): string | null {
  const [from, to] = [isoDayOf(state.from), isoDayOf(state.to)];
  return from && to && from > to ? REPORT_MSG.periodOrder : null;
}

/** The period to ask for: both days typed in full and in order, else null (the last good one stays shown). */
export function askedPeriod(state: Pick<ReportFilterState, 'from' | 'to'>): Period | null {
  const [from, to] = [isoDayOf(state.from), isoDayOf(state.to)];
  return from && to && from <= to ? { start: from, end: to } : null;
}

type ReportFiltersProps = {
  value: ReportFilterState;
  today: string;
  directory: ReportDirectory | undefined;
  onChange: (next: Partial<ReportFilterState>) => void;
};

/**
 * The reports' period — the presets «Этот месяц», «Прошлый месяц», «Квартал», «Год» or two days dd.MM.yyyy — and,
 * for a company with branches, which of them the reports cover (the company alone by default).
 */
export function ReportFilters({ value, today, directory, onChange }: ReportFiltersProps) {
  const period = askedPeriod(value);
  const preset = period ? presetOf(period, today) : null;
  const branches = directory?.branches ?? [];
  const current = branches.find((branch) => branch.is_current);
  const chosen = value.branches.length ? value.branches : current ? [current.id] : [];
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Период"
        value={preset}
        onChange={(_, next: PeriodPreset | null) => {
          if (!next) return;
          const picked = presetPeriod(next, today);
          onChange({ from: picked.start, to: picked.end });
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {PERIOD_PRESETS.map((name) => (
          <ToggleButton key={name} value={name} sx={{ px: 2 }}>
            {PRESET_LABELS[name]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: branches.length > 1 ? '200px 200px 1fr' : '200px 200px' },
        }}
      >
        <PeriodFields
          from={value.from}
          to={value.to}
          fromLabel="С даты"
          toLabel="По дату"
          problem={periodProblem(value)}
          onChange={({ from, to }) =>
            onChange({ ...(from !== undefined && { from }), ...(to !== undefined && { to }) })
          }
        />
        {branches.length > 1 && (
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Филиалы"
              value={chosen}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as number[]).length === branches.length
                      ? 'Компания и все филиалы'
                      : branches
                          .filter((branch) => (selected as number[]).includes(branch.id))
                          .map((branch) => branch.name)
                          .join(', '),
                },
              }}
              onChange={(event) => {
                const next = event.target.value as unknown as number[];
                // at least one company stays chosen
                if (next.length) onChange({ branches: next });
              }}
            >
              {branches.map((branch) => (
                <MenuItem key={branch.id} value={branch.id}>
                  <Checkbox size="small" checked={chosen.includes(branch.id)} sx={{ py: 0 }} />
                  <ListItemText primary={branch.is_current ? `${branch.name} (текущая)` : branch.name} />
                </MenuItem>
              ))}
            </TextField>
          </Box>
        )}
      </Box>
    </Box>
  );
}
