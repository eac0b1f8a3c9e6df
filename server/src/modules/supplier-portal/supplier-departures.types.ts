import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SortColumns } from '../../graphql/pagination.js';
import { DepartureCancelReason } from '../catalog/departure-cancel-reason.js';
import { DepartureSummary } from './supplier-today.types.js';

/** The supplier's departures calendar: every slot (ActivityTime) of its activities in a range of days. */

export enum DepartureState {
  OPEN = 'OPEN',
  FULL = 'FULL',
  BELOW_MINIMUM = 'BELOW_MINIMUM',
  CANCELLED = 'CANCELLED',
  PAST = 'PAST',
}
registerEnumType(DepartureState, {
  name: 'DepartureState',
  description:
    'CANCELLED: el aliado la canceló; PAST: ya comenzó; FULL: sin cupos libres; BELOW_MINIMUM: con reservas pero ' +
    'menos participantes que el mínimo de la actividad; OPEN: las demás.',
});

/** API column → SQL output column of the calendar's statement (supplier-departures.sql.ts). */
export const SUPPLIER_DEPARTURE_SORT: SortColumns = {
  id: 'time_id',
  starts_at: 'starts_at',
  activity_title: 'activity_title',
  booked: 'booked',
  capacity: 'capacity',
  available: 'available',
  min_participants: 'min_participants',
  bookings: 'bookings',
  checked_in: 'checked_in',
  state: 'state',
};

@ArgsType()
export class SupplierDeparturesArgs {
  @Field(() => String, { description: 'Primer día (AAAA-MM-DD, incluido).' })
  from!: string;

  @Field(() => String, { description: 'Último día (incluido); a lo sumo 62 días después de `from`.' })
  to!: string;

  @Field(() => ID, { nullable: true, description: 'Solo las salidas de esta actividad propia.' })
  activityId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Orden "columna:dirección" (asc o desc); por defecto la hora de salida.',
  })
  orderBy?: string | null;
}

@ObjectType({ description: 'Una salida del calendario del aliado: cupos, llegadas y su estado.' })
export class SupplierDeparture extends DepartureSummary {
  @Field({ description: 'HH:MM' })
  endsAt!: string;

  @Field(() => Int, { description: 'Cupos libres (los del carrito ya están apartados).' })
  available!: number;

  @Field(() => DepartureState)
  state!: DepartureState;

  @Field({ description: 'Punto de encuentro de la actividad.' })
  departureAddress!: string;

  @Field(() => DepartureCancelReason, { nullable: true })
  cancelReason!: DepartureCancelReason | null;

  @Field(() => String, {
    nullable: true,
    description: 'Las palabras del aliado al cancelar ("Otro motivo").',
  })
  cancelNote!: string | null;

  @Field(() => Int, {
    description:
      'Lugares en la lista de espera: clientes esperando cupos o con una oferta de 2 horas abierta.',
  })
  waitlist!: number;
}
