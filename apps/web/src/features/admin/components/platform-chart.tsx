import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { StatisticDay } from '@sp/shared/api/admin-statistics';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** «05.11» of YYYY-MM-DD. */
const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/**
 * The platform's days as bars (Recharts, in a chunk of its own that only the administrator's home asks for):
 * registrations, memory pages and deals of each day.
 */
export function PlatformChart({ days }: { days: readonly StatisticDay[] }) {
  const theme = useTheme();
  const data = days.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <Box sx={{ height: 280 }} aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          <Tooltip />
          <Legend />
          <Bar dataKey="registrations" name="Регистрации" fill={theme.palette.primary.main} />
          <Bar dataKey="memory_pages" name="Страницы памяти" fill={theme.palette.secondary.main} />
          <Bar dataKey="deals" name="Сделки" fill={theme.palette.warning.main} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
