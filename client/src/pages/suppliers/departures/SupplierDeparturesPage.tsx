import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Button, ButtonGroup, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { todayInCaracas } from '../../../../../schema/validation/calendar-date';
import {
  SupplierActivityChoicesDocument,
  SupplierDeparturesDocument,
} from '../../../graphql/generated/supplier-day';
import { FilterSelect } from '../bookings/FilterSelect';
import { useSupplierAccess } from '../team/access';
import { type CalendarView, daysOf, longDay, shift, titleOf, WEEKDAY_NAMES } from './calendar-view';
import { SlotLink, type Departure } from './SlotLink';
import { DEPARTURE_STATE } from './states';

/** A phone opens on the week (a list of days); wider screens on the month. */
const defaultView = (): CalendarView =>
  typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767.98px)').matches ? 'week' : 'month';

/** The calendar's place in the URL: `?view=month|week&date=YYYY-MM-DD&activity=…&day=…` (day: the phone's pick). */
function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const view: CalendarView =
    params.get('view') === 'month' || params.get('view') === 'week'
      ? (params.get('view') as CalendarView)
      : defaultView();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : todayInCaracas();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes))
          if (value) next.set(name, value);
          else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { view, date, activity: params.get('activity') ?? '', day: params.get('day') ?? '', set };
}

/** Salidas: every slot of the supplier's activities by month or week, how full it is and its state. */
export function SupplierDeparturesPage() {
  const { view, date, activity, day, set } = useCalendarParams();
  const days = daysOf(view, date);
  const { data, loading, error } = useQuery(SupplierDeparturesDocument, {
    variables: { from: days[0]!, to: days[days.length - 1]!, activityId: activity || null },
    fetchPolicy: 'cache-and-network',
  });
  // The activity list is the operations role's (a guide's call would be refused, and a refusal ends the session).
  const listsActivities = useSupplierAccess().can('operations');
  const activities =
    useQuery(SupplierActivityChoicesDocument, { skip: !listsActivities }).data?.supplierActivities.items ??
    [];
  const byDay = useMemo(() => {
    const map = new Map<string, Departure[]>();
    for (const d of data?.supplierDepartures ?? []) map.set(d.date, [...(map.get(d.date) ?? []), d]);
    return map;
  }, [data]);
  const today = todayInCaracas();

  return (
    <section data-testid="supplier-departures">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 mb-0 me-auto">Salidas</h1>
        <ButtonGroup aria-label="Vista">
          {(['month', 'week'] as const).map((v) => (
            <Button
              key={v}
              variant={v === view ? 'primary' : 'outline-primary'}
              aria-pressed={v === view}
              onClick={() => set({ view: v, day: null })}
            >
              {v === 'month' ? 'Mes' : 'Semana'}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      <div className="d-flex align-items-center gap-2 mb-2">
        <Button
          variant="outline-secondary"
          size="lg"
          aria-label={view === 'month' ? 'Mes anterior' : 'Semana anterior'}
          onClick={() => set({ date: shift(view, date, -1), day: null })}
        >
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </Button>
        <h2 className="h6 mb-0 flex-fill text-center text-capitalize" data-testid="departures-title">
          {titleOf(view, date)}
        </h2>
        <Button
          variant="outline-secondary"
          size="lg"
          aria-label={view === 'month' ? 'Mes siguiente' : 'Semana siguiente'}
          onClick={() => set({ date: shift(view, date, 1), day: null })}
        >
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </Button>
      </div>
      <Row className="g-2 mb-3 align-items-end">
        {listsActivities && (
          <FilterSelect
            xs={8}
            md={6}
            lg={4}
            id="departures-activity"
            label="Actividad"
            all="Todas"
            options={activities.map((a) => ({ value: a.id, label: a.title }))}
            value={activity}
            onChange={(value) => set({ activity: value })}
          />
        )}
        <div className="col-4 col-md-auto">
          <Button
            variant="outline-secondary"
            className="w-100"
            onClick={() => set({ date: null, day: null })}
          >
            Hoy
          </Button>
        </div>
      </Row>
      <Legend />
      {error && (
        <div className="alert alert-danger" role="alert">
          No se pudieron cargar las salidas: {error.message}
        </div>
      )}
      {loading && !data && (
        <p aria-busy="true" className="text-body-secondary">
          Cargando salidas…
        </p>
      )}
      {data &&
        (view === 'month' ? (
          <MonthView
            days={days}
            month={date.slice(0, 7)}
            today={today}
            byDay={byDay}
            picked={day}
            onPick={(picked) => set({ day: picked })}
          />
        ) : (
          <WeekView days={days} today={today} byDay={byDay} />
        ))}
    </section>
  );
}

/** The states' words and colours, once above the calendar. */
function Legend() {
  return (
    <ul className="list-inline small mb-2" aria-label="Estados de una salida">
      {Object.values(DEPARTURE_STATE).map((s) => (
        <li key={s.label} className="list-inline-item">
          <span className={`d-inline-block rounded-circle ${s.dot} me-1`} style={{ width: 10, height: 10 }} />
          <i className={`bi ${s.icon} me-1`} aria-hidden="true" />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

interface DaysProps {
  days: string[];
  today: string;
  byDay: Map<string, Departure[]>;
}

/** A day's departures as big links, or "Sin salidas". */
function DayList({ date, today, departures }: { date: string; today: string; departures: Departure[] }) {
  return (
    <div className="mb-3" data-testid="departures-day">
      <h3 className={`h6 text-capitalize mb-1 ${date === today ? 'text-primary' : ''}`}>
        {longDay(date)}
        {date === today && <span className="ms-1">(hoy)</span>}
      </h3>
      {departures.length === 0 ? (
        <p className="small text-body-secondary mb-0">Sin salidas</p>
      ) : (
        <div className="xp-day-slots">
          {departures.map((d) => (
            <SlotLink key={d.timeId} departure={d} />
          ))}
        </div>
      )}
    </div>
  );
}

/** A week: one day under another on a phone, seven columns from the lg breakpoint. */
function WeekView({ days, today, byDay }: DaysProps) {
  return (
    <div className="xp-week" data-testid="departures-week">
      {days.map((date) => (
        <DayList key={date} date={date} today={today} departures={byDay.get(date) ?? []} />
      ))}
    </div>
  );
}

/**
 * A month, Monday first. From the md breakpoint each cell lists its departures; on a phone a cell shows how many and
 * a tap lists that day's departures under the grid.
 */
function MonthView({
  days,
  month,
  today,
  byDay,
  picked,
  onPick,
}: DaysProps & { month: string; picked: string; onPick(day: string): void }) {
  const chosen = picked || (days.includes(today) ? today : `${month}-01`);
  return (
    <>
      <div className="xp-month mb-3" role="grid" aria-label="Mes" data-testid="departures-month">
        {WEEKDAY_NAMES.map((name) => (
          <div key={name} className="small fw-semibold text-center" role="columnheader">
            {name}
          </div>
        ))}
        {days.map((date) => {
          const list = byDay.get(date) ?? [];
          const outside = !date.startsWith(month);
          return (
            <div
              key={date}
              role="gridcell"
              className={`xp-month-day ${outside ? 'bg-body-tertiary text-body-secondary' : ''} ${
                date === chosen ? 'border-primary' : ''
              }`}
            >
              <button
                type="button"
                className={`btn btn-sm w-100 p-0 text-start ${date === today ? 'fw-bold text-primary' : ''}`}
                aria-label={`${longDay(date)}: ${list.length} salidas`}
                aria-pressed={date === chosen}
                onClick={() => onPick(date)}
              >
                {Number(date.slice(8))}
                {list.length > 0 && (
                  <span className="d-md-none badge rounded-pill text-bg-secondary ms-1">{list.length}</span>
                )}
              </button>
              <div className="d-none d-md-grid gap-1">
                {list.map((d) => (
                  <SlotLink key={d.timeId} departure={d} compact />
                ))}
              </div>
            </div>
          );
        })}
      </div>
      <div className="d-md-none">
        <DayList date={chosen} today={today} departures={byDay.get(chosen) ?? []} />
      </div>
    </>
  );
}
