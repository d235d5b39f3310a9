import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import WhatshotOutlined from '@mui/icons-material/WhatshotOutlined';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEAL_EVENT_LABELS } from '@sp/shared/api/orders';
import type { CompanyDashboard, MonthFigures } from '@sp/shared/api/reports';
import { formatRubles } from '@sp/shared/format/money';
import { pluralRu } from '@sp/shared/format/plural';
import { ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { ReactNode } from 'react';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useCompanyDashboard } from '../api/company-dashboard';

const rubles = (value: number) => formatRubles(Math.round(value * 100));
const DEALS = ['сделка', 'сделки', 'сделок'] as const;

/** «ноябрь» of a YYYY-MM-DD day. */
function monthName(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleString('ru-RU', { month: 'long', timeZone: 'UTC' });
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** «26 ноября» of a YYYY-MM-DD day. */
function todayWords(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleString('ru-RU', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** HH:mm Moscow time of an instant. */
function moscowTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  });
}

/** «+78 %» / «−12 %» / «на уровне» against last month, or null when last month had nothing. */
function change(now: number, before: number): string | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return 'на уровне прошлого месяца';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} % к прошлому месяцу`;
}

type TileProps = {
  to: string;
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  tone?: string;
};

/** A figure that is a link to the list it counts. */
function Tile({ to, label, value, icon, hint, tone = 'primary.main' }: TileProps) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0, display: 'flex' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, display: 'block' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: tone, mb: 0.5 }}>
          {icon}
          <Typography variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
        </Box>
        <Typography variant="h3" component="p" sx={{ whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {hint}
          </Typography>
        )}
      </CardActionArea>
    </Paper>
  );
}

function MoneyTiles({ month, previous }: { month: MonthFigures; previous: MonthFigures }) {
  const period = { start_date: month.start, end_date: month.end, status: 'active' } as const;
  const revenueChange = change(month.revenue, previous.revenue);
  const dueChange = change(month.due, previous.due);
  return (
    <>
      <Tile
        to={paths.orders(period)}
        label={`Выручка за ${monthName(month.start)}`}
        value={rubles(month.revenue)}
        hint={
          <>
            {month.deals} {pluralRu(month.deals, DEALS)}, оплачено {rubles(month.paid)}
            <br />
            {capital(monthName(previous.start))}: {rubles(previous.revenue)}
            {revenueChange ? ` · ${revenueChange}` : ''}
          </>
        }
      />
      <Tile
        to={paths.orders({ ...period, debt: true })}
        label={`Ожидает оплаты за ${monthName(month.start)}`}
        value={rubles(month.due)}
        tone="warning.dark"
        hint={
          <>
            по сделкам месяца
            <br />
            {capital(monthName(previous.start))}: {rubles(previous.due)}
            {dueChange ? ` · ${dueChange}` : ''}
          </>
        }
      />
    </>
  );
}

function Pipeline({ pipeline }: { pipeline: CompanyDashboard['pipeline'] }) {
  const most = Math.max(1, ...pipeline.map((head) => head.count));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Сделки по статусам"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          Сделки по статусам
        </Typography>
        <Link component={RouterLink} to={paths.orders({ view: 'board' })} variant="body2">
          Открыть доску
        </Link>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {pipeline.map((head) => (
          <Box component="li" key={head.status}>
            <Link
              component={RouterLink}
              to={paths.orders({ status: head.status })}
              underline="none"
              color="inherit"
              aria-label={`${ORDER_STATUS_LABELS[head.status]}: ${head.count} ${pluralRu(head.count, DEALS)} на ${rubles(head.total)}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '150px minmax(0, 1fr) 150px' },
                gap: { xs: 0.25, sm: 1.5 },
                alignItems: 'center',
                py: 0.75,
                px: 1,
                mx: -1,
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography variant="body2">{ORDER_STATUS_LABELS[head.status]}</Typography>
              <Box
                aria-hidden
                sx={{
                  gridRow: { xs: 2, sm: 'auto' },
                  gridColumn: { xs: '1 / -1', sm: 'auto' },
                  height: 8,
                  borderRadius: 4,
                  bgcolor: 'grey.100',
                  overflow: 'hidden',
                }}
              >
                <Box
                  sx={{
                    width: `${(head.count / most) * 100}%`,
                    height: '100%',
                    bgcolor: head.status === 'cancelled' ? 'grey.400' : 'primary.main',
                    borderRadius: 4,
                  }}
                />
              </Box>
              <Typography variant="body2" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                <b>{head.count}</b> · {rubles(head.total)}
              </Typography>
            </Link>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * The company's home page («Статистика», issue 12 §3): today's funerals and cremations, new requests, overdue
 * tasks, this month's revenue and what the month's clients still owe against last month's, and the deals by status
 * — each a link to the list it counts. One call (GET /api/reports/dashboard/).
 */
export function CompanyOverview() {
  const dashboard = useCompanyDashboard();
  const reportRights = useModuleRights('report');
  const reports = reportRights.canEdit || reportRights.readOnly;
  if (dashboard.isPending) return <PageState kind="loading" />;
  if (dashboard.isError)
    return <PageState kind="error" error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  const day = paths.calendar({ view: 'day', date: data.today });
  return (
    <Box component="section" aria-label="Работа компании" sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          Сегодня, {todayWords(data.today)}
        </Typography>
        {/* the month's figures in detail: periods, managers, products and services */}
        {reports && (
          <Link component={RouterLink} to={paths.reports()} variant="body2">
            Подробнее в отчётах
          </Link>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Tile to={day} label="Похороны сегодня" value={data.funerals_today} icon={<LocalFloristOutlined />} />
        <Tile
          to={day}
          label="Кремации сегодня"
          value={data.cremations_today}
          icon={<WhatshotOutlined />}
          tone="warning.dark"
        />
        <Tile
          to={paths.requests({ status: 'new' })}
          label="Новые заявки"
          value={data.new_requests}
          icon={<InboxOutlined />}
          tone="info.main"
        />
        {data.overdue_tasks !== null && (
          <Tile
            to={paths.tasks({ status: 'overdue' })}
            label="Просроченные задачи"
            value={data.overdue_tasks}
            icon={<AssignmentLateOutlined />}
            tone={data.overdue_tasks > 0 ? 'error.main' : 'text.secondary'}
          />
        )}
      </Box>
      {data.today_events.length > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Сегодня по сделкам"
          sx={{ p: { xs: 2, sm: 2.5 } }}
        >
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {data.today_events.map((event) => (
              <Box
                component="li"
                key={`${event.order_id}-${event.kind}`}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600, width: 48 }}>
                  {moscowTime(event.at)}
                </Typography>
                <Typography variant="body2" sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  {DEAL_EVENT_LABELS[event.kind]}
                  {event.deceased ? ` · ${event.deceased}` : ''}
                </Typography>
                <Link component={RouterLink} to={paths.order(event.order_id)} variant="body2">
                  Сделка № {event.number}
                </Link>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) minmax(0, 1fr)',
            lg: '1fr 1fr 2fr',
          },
        }}
      >
        <MoneyTiles month={data.month} previous={data.previous_month} />
        <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' }, minWidth: 0 }}>
          <Pipeline pipeline={data.pipeline} />
        </Box>
      </Box>
    </Box>
  );
}
