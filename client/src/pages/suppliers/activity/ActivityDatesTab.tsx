import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { Button, ListGroup, Modal, Spinner } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { object, type StringSchema } from 'yup';
import { activityDateSchema, activityTimeSchema } from '../../../../../schema/validation/supplier-portal';
import { applyServerErrors, FormField, SubmitButton } from '../../../components/forms';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toasts';
import {
  CreateSupplierActivityDateDocument,
  CreateSupplierActivityTimeDocument,
  DeleteSupplierActivityDateDocument,
  DeleteSupplierActivityTimeDocument,
  SupplierActivityDatesDocument,
  UpdateSupplierActivityTimeDocument,
  type SupplierActivityDateFragment,
} from '../../../graphql/generated/graphql';
import { addMonths, firstOpenDay, monthGrid, monthLabel, monthOf, WEEKDAYS } from './calendar';
import { todayInCaracas } from '../../../../../schema/validation/calendar-date';

type Time = SupplierActivityDateFragment['times'][number];

const dateSchema = object({
  startsAt: (activityDateSchema.fields.startsAt as StringSchema).test(
    'not-past',
    'La fecha no puede ser anterior a hoy.',
    (value) => !value || value >= todayInCaracas(),
  ),
});

function Calendar({
  month,
  openDates,
  selected,
  onSelect,
  onMonth,
}: {
  month: string;
  openDates: Set<string>;
  selected: string | null;
  onSelect(date: string | null): void;
  onMonth(month: string): void;
}) {
  const months = [...openDates].map(monthOf).sort();
  const firstMonth = months[0];
  const lastMonth = months[months.length - 1];
  const showPrev = firstMonth !== undefined && month > firstMonth;
  const showNext = lastMonth !== undefined && month < lastMonth;
  const cells = monthGrid(month);
  return (
    <div className="xp-calendar" data-testid="calendar">
      <div className="d-flex align-items-center mb-2">
        <div style={{ width: 40 }}>
          {showPrev && (
            <Button variant="link" aria-label="Mes anterior" onClick={() => onMonth(addMonths(month, -1))}>
              <i className="bi bi-chevron-left" aria-hidden="true" />
            </Button>
          )}
        </div>
        <div className="flex-grow-1 text-center fw-semibold" data-testid="calendar-month">
          {monthLabel(month)}
        </div>
        <div style={{ width: 40 }}>
          {showNext && (
            <Button variant="link" aria-label="Mes siguiente" onClick={() => onMonth(addMonths(month, 1))}>
              <i className="bi bi-chevron-right" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <div className="d-grid text-center small" style={{ gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}>
        {WEEKDAYS.map((d) => (
          <div key={d} className="text-muted fw-semibold">
            {d}
          </div>
        ))}
        {cells.map((cell) => {
          const open = !cell.padding && openDates.has(cell.date);
          const isSelected = open && cell.date === selected;
          const state = cell.padding ? 'padding' : isSelected ? 'selected' : open ? 'open' : 'closed';
          const className =
            state === 'selected'
              ? 'btn btn-sm btn-primary'
              : state === 'open'
                ? 'btn btn-sm btn-outline-primary'
                : state === 'closed'
                  ? 'btn btn-sm btn-light text-muted'
                  : 'btn btn-sm invisible';
          return (
            <button
              key={cell.date}
              type="button"
              className={className}
              data-state={state}
              data-date={cell.date}
              disabled={!open}
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? null : cell.date)}
            >
              {cell.day}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function TimeModal({
  time,
  onClose,
  onSave,
}: {
  time: Time | null;
  onClose(): void;
  onSave(values: {
    startsAt: string;
    endsAt: string;
    expectedParticipants: number | string;
  }): Promise<unknown>;
}) {
  return (
    <Modal show onHide={onClose} centered>
      <Formik
        initialValues={{
          startsAt: time?.startsAt.slice(0, 5) ?? '',
          endsAt: time?.endsAt.slice(0, 5) ?? '',
          expectedParticipants: (time?.expectedParticipants ?? '') as number | string,
        }}
        validationSchema={activityTimeSchema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            await onSave(values);
          } catch (error) {
            applyServerErrors(error, helpers);
          }
        }}
      >
        <Form noValidate>
          <Modal.Header closeButton>
            <Modal.Title>{time ? 'Editar horario' : 'Nuevo horario'}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <FormField name="startsAt" label="Hora de inicio" type="time" />
            <FormField name="endsAt" label="Hora de fin" type="time" />
            <FormField name="expectedParticipants" label="Participantes esperados" type="number" min={1} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              Cancelar
            </Button>
            <SubmitButton className="">Guardar</SubmitButton>
          </Modal.Footer>
        </Form>
      </Formik>
    </Modal>
  );
}

/** suppliers.activity.dates: the calendar of open dates and their time slots (supplier spec §5). */
export function ActivityDatesTab() {
  const { id = '' } = useParams();
  const confirm = useConfirm();
  const toast = useToast();
  const { data, loading, refetch } = useQuery(SupplierActivityDatesDocument, {
    variables: { activityId: id },
    fetchPolicy: 'cache-and-network',
  });
  const [createDate] = useMutation(CreateSupplierActivityDateDocument);
  const [deleteDate] = useMutation(DeleteSupplierActivityDateDocument);
  const [createTime] = useMutation(CreateSupplierActivityTimeDocument);
  const [updateTime] = useMutation(UpdateSupplierActivityTimeDocument);
  const [deleteTime] = useMutation(DeleteSupplierActivityTimeDocument);
  const dates = useMemo(() => data?.activityDates ?? [], [data]);
  const openDates = useMemo(() => new Set(dates.map((d) => d.startsAt)), [dates]);
  const [month, setMonth] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [newDate, setNewDate] = useState(false);
  const [timeModal, setTimeModal] = useState<{ time: Time | null } | null>(null);

  const firstMonth = [...openDates].sort()[0];
  const shownMonth = month ?? (firstMonth ? monthOf(firstMonth) : monthOf(todayInCaracas()));
  const selectedDate = dates.find((d) => d.startsAt === selected) ?? null;

  function changeMonth(next: string) {
    setMonth(next);
    setSelected(firstOpenDay([...openDates], next) ?? null);
  }

  async function guarded(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast.success(done);
      await refetch();
      return true;
    } catch {
      /* the error catalogue shows the server's refusal as a toast */
      return false;
    }
  }

  if (loading && !data) {
    return (
      <div className="text-center py-4">
        <Spinner animation="border" role="status" aria-label="Cargando" />
      </div>
    );
  }

  return (
    <section className="row g-4">
      <div className="col-lg-6">
        <div className="d-flex align-items-center mb-3">
          <h2 className="h5 mb-0 me-auto">Fechas</h2>
          {/* The spec's sliders control, marked coming soon: shown, and does nothing. */}
          <Button
            variant="outline-secondary"
            className="me-2"
            disabled
            title="Próximamente"
            aria-label="Filtros (próximamente)"
          >
            <i className="bi bi-sliders" aria-hidden="true" />
          </Button>
          <Button onClick={() => setNewDate(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Nuevo
          </Button>
        </div>
        {dates.length === 0 && <p className="text-muted">No hay fechas disponibles.</p>}
        <Calendar
          month={shownMonth}
          openDates={openDates}
          selected={selected}
          onSelect={setSelected}
          onMonth={changeMonth}
        />
      </div>
      <div className="col-lg-6">
        {selectedDate ? (
          <div data-testid="selected-date">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <h3 className="h6 mb-0 me-auto">{selectedDate.startsAt}</h3>
              <Button size="sm" onClick={() => setTimeModal({ time: null })}>
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                Agregar horario
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={async () => {
                  if (!(await confirm())) return;
                  if (
                    await guarded(
                      () => deleteDate({ variables: { activityId: id, id: selectedDate.id } }),
                      'Fecha eliminada',
                    )
                  )
                    setSelected(null);
                }}
              >
                <i className="bi bi-trash me-1" aria-hidden="true" />
                Eliminar fecha
              </Button>
            </div>
            {selectedDate.times.length === 0 ? (
              <p className="text-muted">Sin horarios.</p>
            ) : (
              <ListGroup>
                {selectedDate.times.map((time) => (
                  <ListGroup.Item
                    key={time.id}
                    className="d-flex align-items-center gap-2"
                    data-testid="time-slot"
                  >
                    <span className="me-auto">
                      {time.startsAt.slice(0, 5)} – {time.endsAt.slice(0, 5)} · {time.currentAvailable}/
                      {time.expectedParticipants} cupos
                    </span>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label="Editar horario"
                      onClick={() => setTimeModal({ time })}
                    >
                      <i className="bi bi-pencil" aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label="Eliminar horario"
                      onClick={async () => {
                        if (!(await confirm())) return;
                        await guarded(
                          () => deleteTime({ variables: { activityId: id, id: time.id } }),
                          'Horario eliminado',
                        );
                      }}
                    >
                      <i className="bi bi-trash" aria-hidden="true" />
                    </Button>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </div>
        ) : (
          <p className="text-muted">Selecciona una fecha disponible del calendario.</p>
        )}
      </div>

      {newDate && (
        <Modal show onHide={() => setNewDate(false)} centered>
          <Formik
            initialValues={{ startsAt: '' }}
            validationSchema={dateSchema}
            validateOnMount
            onSubmit={async (values, helpers) => {
              try {
                await createDate({ variables: { activityId: id, input: { startsAt: values.startsAt } } });
                toast.success('Fecha creada');
                await refetch();
                setNewDate(false);
                setMonth(monthOf(values.startsAt));
                setSelected(values.startsAt);
              } catch (error) {
                applyServerErrors(error, helpers);
              }
            }}
          >
            <Form noValidate>
              <Modal.Header closeButton>
                <Modal.Title>Nueva fecha</Modal.Title>
              </Modal.Header>
              <Modal.Body>
                <FormField name="startsAt" label="Fecha" type="date" min={todayInCaracas()} />
              </Modal.Body>
              <Modal.Footer>
                <Button variant="outline-secondary" onClick={() => setNewDate(false)}>
                  Cancelar
                </Button>
                <SubmitButton className="">Guardar</SubmitButton>
              </Modal.Footer>
            </Form>
          </Formik>
        </Modal>
      )}

      {timeModal && selectedDate && (
        <TimeModal
          time={timeModal.time}
          onClose={() => setTimeModal(null)}
          onSave={async (values) => {
            const input = {
              startsAt: values.startsAt,
              endsAt: values.endsAt,
              expectedParticipants:
                values.expectedParticipants === '' ? null : Number(values.expectedParticipants),
            };
            if (timeModal.time) {
              await updateTime({ variables: { activityId: id, id: timeModal.time.id, input } });
              toast.success('Horario actualizado');
            } else {
              await createTime({ variables: { activityId: id, dateId: selectedDate.id, input } });
              toast.success('Horario creado');
            }
            await refetch();
            setTimeModal(null);
          }}
        />
      )}
    </section>
  );
}
