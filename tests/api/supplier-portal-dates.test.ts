import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, dayFromNow, gqlOk, insertBooking } from './supplier-portal.fixtures.js';
import { setUp, tearDown, server, l, supplier, customer, fieldErrors } from './supplier-portal.context.js';

beforeAll(setUp);
afterAll(tearDown);

describe('dates and time slots', () => {
  const CREATE_DATE =
    'mutation ($id: ID!, $d: String!) { createActivityDate(activityId: $id, input: { startsAt: $d }) { id startsAt } }';
  const CREATE_TIME =
    'mutation ($id: ID!, $input: ActivityTimeInput!) { createActivityTime(dateId: $id, input: $input) { id startsAt endsAt expectedParticipants currentAvailable } }';
  const UPDATE_TIME =
    'mutation ($id: ID!, $input: ActivityTimeInput!) { updateActivityTime(id: $id, input: $input) { id expectedParticipants currentAvailable } }';

  it('creates dates (not past, unique) and lists them ascending with their slots', async () => {
    const a = await createActivity(server, supplier.token, l);
    const later = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(20) }, supplier.token);
    await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(5) }, supplier.token);
    const dup = await server.graphql(CREATE_DATE, { id: a.id, d: dayFromNow(20) }, supplier.token);
    expect(dup.errors?.[0]?.message).toBe('Ya existe esa fecha.');
    const past = await server.graphql(CREATE_DATE, { id: a.id, d: dayFromNow(-3) }, supplier.token);
    expect(fieldErrors(past).startsAt).toBe('La fecha no puede estar en el pasado.');
    const bad = await server.graphql(CREATE_DATE, { id: a.id, d: '2026-02-30' }, supplier.token);
    expect(fieldErrors(bad).startsAt).toBe('La fecha no es válida.');
    const slot = await gqlOk<any>(
      server,
      CREATE_TIME,
      {
        id: later.createActivityDate.id,
        input: { startsAt: '09:00', endsAt: '12:30', expectedParticipants: 10 },
      },
      supplier.token,
    );
    expect(slot.createActivityTime).toMatchObject({
      startsAt: '09:00:00',
      endsAt: '12:30:00',
      expectedParticipants: 10,
      currentAvailable: 10,
    });
    const rest = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/dates`, {
      token: supplier.token,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((d: any) => d.starts_at)).toEqual([dayFromNow(5), dayFromNow(20)]);
    expect(rest.body.data[1].times[0]).toMatchObject({ starts_at: '09:00:00', current_available: 10 });
  });

  it('end before start is refused; expected participants default to the activity', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(7) }, supplier.token);
    const res = await server.graphql(
      CREATE_TIME,
      { id: date.createActivityDate.id, input: { startsAt: '10:00', endsAt: '09:00' } },
      supplier.token,
    );
    expect(fieldErrors(res).endsAt).toBe('La hora de fin debe ser posterior a la de inicio.');
    const rest = await server.http(
      'POST',
      `/api/v1/suppliers/activity/${a.id}/dates/${date.createActivityDate.id}/time`,
      {
        body: { starts_at: '10:00', ends_at: '10:00' },
        token: supplier.token,
      },
    );
    expect(rest.status).toBe(422);
    expect(rest.body.errors.ends_at).toBe('La hora de fin debe ser posterior a la de inicio.');
    const ok = await gqlOk<any>(
      server,
      CREATE_TIME,
      { id: date.createActivityDate.id, input: { startsAt: '10:00', endsAt: '11:00' } },
      supplier.token,
    );
    expect(ok.createActivityTime.expectedParticipants).toBe(8);
  });

  it('capacity changes move the free seats; never below the booked ones; slots and dates with bookings stay', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(9) }, supplier.token);
    const dateId = date.createActivityDate.id;
    const slot = await gqlOk<any>(
      server,
      CREATE_TIME,
      { id: dateId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 10 } },
      supplier.token,
    );
    const timeId = slot.createActivityTime.id;
    await insertBooking(server, {
      userId: customer.user.id,
      activityId: Number(a.id),
      dateId: Number(dateId),
      timeId: Number(timeId),
      status: 3,
      seats: 4,
    });
    const below = await server.graphql(
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 3 } },
      supplier.token,
    );
    expect(fieldErrors(below).expectedParticipants).toBe(
      'No puedes reducir los cupos por debajo de los ya reservados.',
    );
    const down = await gqlOk<any>(
      server,
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 5 } },
      supplier.token,
    );
    expect(down.updateActivityTime).toMatchObject({ expectedParticipants: 5, currentAvailable: 1 });
    const up = await gqlOk<any>(
      server,
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:30', expectedParticipants: 12 } },
      supplier.token,
    );
    expect(up.updateActivityTime).toMatchObject({ expectedParticipants: 12, currentAvailable: 8 });

    const delTime = await server.http(
      'DELETE',
      `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time/${timeId}`,
      {
        token: supplier.token,
      },
    );
    expect(delTime.status).toBe(409);
    expect(delTime.body.message).toBe('El horario tiene reservas; no se puede eliminar.');
    const delDate = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      token: supplier.token,
    });
    expect(delDate.status).toBe(409);
    expect(delDate.body.message).toBe('La fecha tiene reservas; no se puede eliminar ni cambiar.');
    const still = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/dates`, {
      token: supplier.token,
    });
    expect(still.body.data[0].times).toHaveLength(1);
  });

  it('a capacity cut racing with seat takers never leaves the counter negative', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await gqlOk<any>(server, CREATE_DATE, { id: a.id, d: dayFromNow(12) }, supplier.token);
    const slot = await gqlOk<any>(
      server,
      CREATE_TIME,
      {
        id: date.createActivityDate.id,
        input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 10 },
      },
      supplier.token,
    );
    const timeId = Number(slot.createActivityTime.id);
    const conn = server.db.orm.em.fork().getConnection();
    // Five takers of 2 seats each (the booking module's guarded UPDATE) against a cut to 4 seats.
    const takers = Array.from({ length: 5 }, () =>
      conn.execute<{ id: number }[]>(
        'update activity_times set current_available = current_available - 2 where id = ? and current_available >= 2 returning id',
        [timeId],
      ),
    );
    const cut = server.graphql(
      UPDATE_TIME,
      { id: timeId, input: { startsAt: '08:00', endsAt: '09:00', expectedParticipants: 4 } },
      supplier.token,
    );
    const [taken, cutRes] = await Promise.all([Promise.all(takers), cut]);
    const seatsTaken = taken.filter((rows) => rows.length > 0).length * 2;
    const [row] = await conn.execute<{ expected_participants: number; current_available: number }[]>(
      'select expected_participants, current_available from activity_times where id = ?',
      [timeId],
    );
    expect(row!.current_available).toBeGreaterThanOrEqual(0);
    expect(row!.expected_participants - row!.current_available).toBe(seatsTaken);
    if (cutRes.errors) {
      expect(cutRes.errors[0]!.message).toBe('No puedes reducir los cupos por debajo de los ya reservados.');
    } else {
      expect(row!.expected_participants).toBe(4);
    }
  });

  it('free dates and slots are updated and deleted through REST', async () => {
    const a = await createActivity(server, supplier.token, l);
    const created = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates`, {
      body: { starts_at: dayFromNow(3) },
      token: supplier.token,
    });
    expect(created.status).toBe(201);
    const dateId = created.body.id;
    const moved = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      body: { starts_at: dayFromNow(4) },
      token: supplier.token,
    });
    expect(moved.body.starts_at).toBe(dayFromNow(4));
    await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates`, {
      body: { starts_at: dayFromNow(8) },
      token: supplier.token,
    });
    const clash = await server.http('PUT', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      body: { starts_at: dayFromNow(8) },
      token: supplier.token,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Ya existe esa fecha.');
    const slot = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time`, {
      body: { starts_at: '07:00', ends_at: '08:00', expected_participants: 6 },
      token: supplier.token,
    });
    expect(slot.status).toBe(201);
    const edited = await server.http(
      'PUT',
      `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time/${slot.body.id}`,
      {
        body: { starts_at: '07:30', ends_at: '08:30', expected_participants: 2 },
        token: supplier.token,
      },
    );
    expect(edited.body).toMatchObject({
      starts_at: '07:30:00',
      expected_participants: 2,
      current_available: 2,
    });
    const delTime = await server.http(
      'DELETE',
      `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time/${slot.body.id}`,
      {
        token: supplier.token,
      },
    );
    expect(delTime.status).toBe(200);
    const delDate = await server.http('DELETE', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`, {
      token: supplier.token,
    });
    expect(delDate.status).toBe(200);
    const list = await server.http('GET', `/api/v1/suppliers/activity/${a.id}/dates`, {
      token: supplier.token,
    });
    expect(list.body.data.map((d: { starts_at: string }) => d.starts_at)).toEqual([dayFromNow(8)]);
  });
});

describe('a cancelled departure', () => {
  const CANCEL =
    'mutation ($timeId: ID!) { cancelDeparture(timeId: $timeId, reason: WEATHER) { timeId cancelledAt } }';
  const UPDATE_TIME =
    'mutation ($id: ID!, $input: ActivityTimeInput!) { updateActivityTime(id: $id, input: $input) { id } }';
  const SLOT = 'La salida fue cancelada y no se puede modificar.';
  const DATE = 'La fecha tiene una salida cancelada; no se puede eliminar ni cambiar.';

  it('is neither edited nor deleted, nor is its date, on both doors, and nothing is written', async () => {
    const a = await createActivity(server, supplier.token, l);
    const date = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates`, {
      body: { starts_at: dayFromNow(10) },
      token: supplier.token,
    });
    const dateId = date.body.id;
    const slot = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time`, {
      body: { starts_at: '08:00', ends_at: '09:00', expected_participants: 6 },
      token: supplier.token,
    });
    const timeId = slot.body.id;
    await gqlOk(server, CANCEL, { timeId }, supplier.token);
    const conn = server.db.orm.em.fork().getConnection();
    const state = () =>
      conn.execute(
        `select d.starts_at::text as day, t.starts_at::text, t.ends_at::text, t.expected_participants,
                t.current_available, t.cancelled_at, t.updated_at
           from activity_times t join activity_dates d on d.id = t.activity_date_id where t.id = ?`,
        [timeId],
      );
    const before = await state();
    expect(before).toHaveLength(1);

    const edit = { startsAt: '10:00', endsAt: '11:00', expectedParticipants: 8 };
    const gqlEdit = await server.graphql(UPDATE_TIME, { id: timeId, input: edit }, supplier.token);
    expect(gqlEdit.errors?.[0]?.message).toBe(SLOT);
    expect(gqlEdit.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const gqlDelete = await server.graphql(
      'mutation ($id: ID!) { deleteActivityTime(id: $id) }',
      { id: timeId },
      supplier.token,
    );
    expect(gqlDelete.errors?.[0]?.message).toBe(SLOT);
    const timePath = `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time/${timeId}`;
    const restEdit = await server.http('PUT', timePath, {
      body: { starts_at: '10:00', ends_at: '11:00', expected_participants: 8 },
      token: supplier.token,
    });
    expect([restEdit.status, restEdit.body.message]).toEqual([409, SLOT]);
    const restDelete = await server.http('DELETE', timePath, { token: supplier.token });
    expect([restDelete.status, restDelete.body.message]).toEqual([409, SLOT]);

    const datePath = `/api/v1/suppliers/activity/${a.id}/dates/${dateId}`;
    const moveDate = await server.http('PUT', datePath, {
      body: { starts_at: dayFromNow(11) },
      token: supplier.token,
    });
    expect([moveDate.status, moveDate.body.message]).toEqual([409, DATE]);
    const gqlMove = await server.graphql(
      'mutation ($id: ID!, $d: String!) { updateActivityDate(id: $id, input: { startsAt: $d }) { id } }',
      { id: dateId, d: dayFromNow(11) },
      supplier.token,
    );
    expect(gqlMove.errors?.[0]?.message).toBe(DATE);
    const deleteDate = await server.http('DELETE', datePath, { token: supplier.token });
    expect([deleteDate.status, deleteDate.body.message]).toEqual([409, DATE]);
    const gqlDeleteDate = await server.graphql(
      'mutation ($id: ID!) { deleteActivityDate(id: $id) }',
      { id: dateId },
      supplier.token,
    );
    expect(gqlDeleteDate.errors?.[0]?.message).toBe(DATE);

    expect(await state()).toEqual(before);
    // A new slot on the same day is a new departure: still allowed.
    const another = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates/${dateId}/time`, {
      body: { starts_at: '15:00', ends_at: '16:00', expected_participants: 6 },
      token: supplier.token,
    });
    expect(another.status).toBe(201);
  });
});

describe('prices', () => {
  it('validates, lists, updates; mandatory lines and lines used by bookings are not deleted', async () => {
    const a = await createActivity(server, supplier.token, l);
    const base = `/api/v1/suppliers/activity/${a.id}/prices`;
    const noTitle = await server.http('POST', base, { body: { price: 10 }, token: supplier.token });
    expect(noTitle.status).toBe(422);
    expect(noTitle.body.errors.title).toBe('El título es requerido');
    const negative = await server.http('POST', base, {
      body: { title: 'Adulto', price: -1 },
      token: supplier.token,
    });
    expect(negative.body.errors.price).toBe('El precio debe ser igual o mayor a 0');
    const noPrice = await server.http('POST', base, { body: { title: 'Adulto' }, token: supplier.token });
    expect(noPrice.body.errors.price).toBe('El precio es obligatorio');
    const badParticipants = await server.http('POST', base, {
      body: { title: 'Adulto', price: 5, participants: -2 },
      token: supplier.token,
    });
    expect(badParticipants.body.errors.participants).toBe('Los participantes deben ser igual o mayor a 0');
    const adult = await server.http('POST', base, {
      body: { title: 'Adulto', price: '25.5' },
      token: supplier.token,
    });
    expect(adult.status).toBe(201);
    expect(adult.body).toMatchObject({ title: 'Adulto', price: '25.50', participants: 1, mandatory: false });
    const child = await server.http('POST', base, {
      body: { title: 'Niño', price: 10, participants: 1, description: '3 a 11 años' },
      token: supplier.token,
    });
    const put = await server.http('PUT', `${base}/${child.body.id}`, {
      body: { title: 'Niño (3-11)', price: 12, participants: 1 },
      token: supplier.token,
    });
    expect(put.body).toMatchObject({ title: 'Niño (3-11)', price: '12.00' });
    const list = await server.http('GET', `${base}?orderBy=price:desc`, { token: supplier.token });
    expect(list.body.data.map((p: any) => p.title)).toEqual(['Adulto', 'Niño (3-11)']);

    const conn = server.db.orm.em.fork().getConnection();
    await conn.execute('update activity_prices set mandatory = true where id = ?', [adult.body.id]);
    const mandatory = await server.http('DELETE', `${base}/${adult.body.id}`, { token: supplier.token });
    expect(mandatory.status).toBe(409);
    expect(mandatory.body.message).toBe('Las líneas de precio obligatorias no se pueden eliminar.');

    const date = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates`, {
      body: { starts_at: dayFromNow(6) },
      token: supplier.token,
    });
    const slot = await server.http('POST', `/api/v1/suppliers/activity/${a.id}/dates/${date.body.id}/time`, {
      body: { starts_at: '07:00', ends_at: '08:00', expected_participants: 6 },
      token: supplier.token,
    });
    await insertBooking(server, {
      userId: customer.user.id,
      activityId: Number(a.id),
      dateId: date.body.id,
      timeId: slot.body.id,
      status: 4,
      seats: 1,
      priceId: child.body.id,
    });
    const used = await server.http('DELETE', `${base}/${child.body.id}`, { token: supplier.token });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('El precio está en reservas; no se puede eliminar.');
    const free = await server.http('POST', base, {
      body: { title: 'Grupo', price: 0, participants: 4 },
      token: supplier.token,
    });
    const del = await server.http('DELETE', `${base}/${free.body.id}`, { token: supplier.token });
    expect(del.status).toBe(200);
  });
});
