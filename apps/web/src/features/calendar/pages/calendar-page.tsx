import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import ViewDayOutlined from '@mui/icons-material/ViewDayOutlined';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import WhatshotOutlined from '@mui/icons-material/WhatshotOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useCalendarTasks } from '../api/calendar-tasks';
import { useDealDates } from '../api/deal-dates';
import { useEmployees } from '../api/employees';
import { useMoveDealDate } from '../api/move-deal-date';
import { useMoveTask } from '../api/move-task';
import {
  type CalendarView,
  calendarStateOf,
  dayInWords,
  moscowDay,
  moscowTime,
  rangeOf,
  shiftDay,
  titleOf,
  todayInMoscow,
  weekDays,
} from '../components/calendar-dates';
import { type CalendarEvent, dealEvent, eventsByDay, taskEvent } from '../components/calendar-events';
import { DayList } from '../components/day-list';
import { MonthDots, MonthView } from '../components/month-view';
import { RescheduleDialog } from '../components/reschedule-dialog';
import { TimeGrid } from '../components/time-grid';
import type { CalendarViewProps } from '../components/view-props';

const VIEWS: { view: CalendarView; label: string; icon: ReactNode }[] = [
  { view: 'month', label: 'Месяц', icon: <CalendarMonthOutlined /> },
  { view: 'week', label: 'Неделя', icon: <ViewWeekOutlined /> },
  { view: 'day', label: 'День', icon: <ViewDayOutlined /> },
];

const STEP_LABELS: Record<CalendarView, [string, string]> = {
  month: ['Предыдущий месяц', 'Следующий месяц'],
  week: ['Предыдущая неделя', 'Следующая неделя'],
  day: ['Предыдущий день', 'Следующий день'],
};

function Legend({ deals }: { deals: boolean }) {
  const item = (icon: ReactNode, text: string, color: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ display: 'inline-flex', color, '& svg': { fontSize: 16 } }}>
        {icon}
      </Box>
      {text}
    </Box>
  );
  const swatch = (color: string, text: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />
      {text}
    </Box>
  );
  return (
    <Typography
      component="p"
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1.5 }}
    >
      {item(<AssignmentOutlined />, 'Задача по сроку:', 'text.secondary')}
      {swatch('info.main', 'новая')}
      {swatch('primary.main', 'в работе')}
      {swatch('success.main', 'выполнена')}
      {deals && item(<LocalFloristOutlined />, 'Похороны', 'secondary.dark')}
      {deals && item(<WhatshotOutlined />, 'Кремация', 'warning.dark')}
      <span>Время московское</span>
      <span>
        {deals
          ? 'Сотрудник: задачи — исполнителя, сделки — ответственного'
          : 'Сотрудник: задачи — исполнителя'}
      </span>
    </Typography>
  );
}

/**
 * /app/calendar (issue 5 §4): the tasks by their deadline and the deals' funerals and cremations, as a month, a week
 * or a day (?view=month|week|day&date=YYYY-MM-DD, and ?employee=id for one employee: tasks by their assignee, deals
 * by their responsible manager). An event is dragged to another day (month) or hour (week, day), or moved by «Перенести…»; the
 * move shows at once and goes back with the server's reason if refused. On a phone the month shows dots per day
 * and the chosen day's list, the week a list of days.
 */
export function CalendarPage() {
  const taskRights = useModuleRights('tasks');
  const dealRights = useModuleRights('orders');
  const canReadDeals = dealRights.canEdit || dealRights.readOnly;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const today = todayInMoscow();
  const { view, day } = calendarStateOf(params, today);
  const employeeParam = params.get('employee') ?? '';
  const employee = /^\d+$/.test(employeeParam) ? employeeParam : '';
  const range = rangeOf(view, day);
  const filter = { from: range.from, to: range.to, employee };

  const tasks = useCalendarTasks(filter);
  const deals = useDealDates(filter, canReadDeals);
  const employees = useEmployees();
  const moveTask = useMoveTask();
  const moveDeal = useMoveDealDate();
  const [dragging, setDragging] = useState<CalendarEvent | null>(null);
  const [rescheduling, setRescheduling] = useState<CalendarEvent | null>(null);

  const events = useMemo(() => {
    const list: CalendarEvent[] = [];
    for (const task of tasks.data?.results ?? []) {
      const event = taskEvent(task, taskRights.canEdit);
      if (event) list.push(event);
    }
    if (canReadDeals) {
      for (const date of deals.data?.results ?? []) list.push(dealEvent(date, dealRights.canEdit));
    }
    return list;
  }, [tasks.data, deals.data, canReadDeals, taskRights.canEdit, dealRights.canEdit]);
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const inRange = events.filter((event) => event.day >= range.from && event.day <= range.to);

  const go = (next: { view?: CalendarView; day?: string; employee?: string }) => {
    const copy = new URLSearchParams(params);
    copy.set('view', next.view ?? view);
    copy.set('date', next.day ?? day);
    const chosen = next.employee ?? employee;
    if (chosen) copy.set('employee', chosen);
    else copy.delete('employee');
    setParams(copy, { replace: true });
  };

  const move = (event: CalendarEvent, at: string) => {
    setDragging(null);
    if (at === event.at) return;
    const callbacks = {
      onSuccess: () =>
        snackbar.success(`«${event.title}» перенесено на ${dayInWords(moscowDay(at))}, ${moscowTime(at)}`),
      onError: (error: unknown) =>
        snackbar.error(`Не удалось перенести «${event.title}»: ${errorText(error)}`),
    };
    if (event.kind === 'task') moveTask.mutate({ id: event.id, deadline: at }, callbacks);
    else moveDeal.mutate({ id: event.id, kind: event.kind, at }, callbacks);
  };

  const loading = tasks.isPending || (canReadDeals && deals.isPending);
  const failed = tasks.isError ? tasks.error : canReadDeals && deals.isError ? deals.error : null;
  const chosenName = employees.data?.results.find((person) => String(person.id) === employee)?.name;

  const viewProps: CalendarViewProps = {
    day,
    today,
    byDay,
    dragging,
    onDragStart: setDragging,
    onDragEnd: () => setDragging(null),
    onMove: move,
    onReschedule: setRescheduling,
    onOpenDay: (date) => go({ view: 'day', day: date }),
  };

  let body: ReactNode;
  if (view === 'month' && phone) {
    body = (
      <>
        <MonthDots day={day} today={today} byDay={byDay} onPick={(date) => go({ day: date })} />
        <Box sx={{ mt: 2 }}>
          <DayList days={[day]} {...viewProps} />
        </Box>
      </>
    );
  } else if (view === 'month') {
    body = <MonthView {...viewProps} />;
  } else if (view === 'week' && phone) {
    body = <DayList days={weekDays(day)} {...viewProps} />;
  } else {
    body = <TimeGrid view={view} {...viewProps} />;
  }

  return (
    <Box>
      <PageHeader
        title="Календарь"
        actions={
          <ButtonGroup aria-label="Вид календаря" size={phone ? 'small' : 'medium'}>
            {VIEWS.map((option) => (
              <Button
                key={option.view}
                startIcon={phone ? undefined : option.icon}
                aria-pressed={view === option.view}
                variant={view === option.view ? 'contained' : 'outlined'}
                onClick={() => go({ view: option.view })}
              >
                {option.label}
              </Button>
            ))}
          </ButtonGroup>
        }
      />
      <Box
        component="section"
        aria-label="Период и сотрудник"
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        <Button variant="outlined" onClick={() => go({ day: today })} disabled={day === today}>
          Сегодня
        </Button>
        <IconButton aria-label={STEP_LABELS[view][0]} onClick={() => go({ day: shiftDay(view, day, -1) })}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={STEP_LABELS[view][1]} onClick={() => go({ day: shiftDay(view, day, 1) })}>
          <ChevronRight />
        </IconButton>
        <Typography
          variant="h5"
          component="h2"
          aria-live="polite"
          sx={{
            flexGrow: 1,
            minWidth: 0,
            fontSize: { xs: '1.1rem', sm: '1.5rem' },
            '&::first-letter': { textTransform: 'uppercase' },
          }}
        >
          {titleOf(view, day)}
        </Typography>
        <TextField
          select
          size="small"
          label="Сотрудник"
          value={employees.data ? employee : ''}
          onChange={(change) => go({ employee: change.target.value })}
          sx={{ width: { xs: '100%', sm: 300 } }}
        >
          <MenuItem value="">Все сотрудники</MenuItem>
          {employees.data?.results.map((person) => (
            <MenuItem key={person.id} value={String(person.id)}>
              {person.name}
              {person.is_owner ? ' (владелец)' : ''}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Legend deals={canReadDeals} />
      {!canReadDeals && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Даты сделок не показаны: у вас нет доступа к разделу «Сделки».
        </Typography>
      )}
      {failed !== null && (
        <PageState
          kind="error"
          error={failed}
          onRetry={() => {
            void tasks.refetch();
            if (canReadDeals) void deals.refetch();
          }}
        />
      )}
      {loading && failed === null ? (
        <PageState kind="loading" />
      ) : (
        <>
          <Box sx={{ height: 4, mb: 0.5 }}>
            {(tasks.isFetching || deals.isFetching) && <LinearProgress aria-label="Обновление календаря" />}
          </Box>
          {failed === null && inRange.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 1.5 }} role="status">
              {chosenName
                ? `У сотрудника ${chosenName} в этом периоде нет задач со сроком и дат сделок.`
                : 'В этом периоде нет задач со сроком, похорон и кремаций.'}
            </Typography>
          )}
          {tasks.data && tasks.data.count > tasks.data.results.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Показаны первые {tasks.data.results.length} задач из {tasks.data.count}: выберите сотрудника или
              неделю.
            </Typography>
          )}
          {body}
        </>
      )}
      {rescheduling && (
        <RescheduleDialog event={rescheduling} onClose={() => setRescheduling(null)} onSave={move} />
      )}
    </Box>
  );
}
