import { supplierDeparturesSchema } from '../../../../schema/validation/supplier-departures.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';
import { sqlOrder } from '../../graphql/pagination.js';
import { validateWith } from '../../graphql/validation.js';
import { executePrepared } from '../../lib/prepared.js';
import { currentSupplier, idOf, NOT_FOUND } from './access.js';
import { supplierAccess } from '../supplier/staff/supplier-access.js';
import { todayInCaracas } from '../../../../schema/validation/calendar-date.js';
import { DEPARTURES_SQL, toDeparture, type DepartureRow } from './supplier-departures.sql.js';
import {
  SUPPLIER_DEPARTURE_SORT,
  type SupplierDeparture,
  type SupplierDeparturesArgs,
} from './supplier-departures.types.js';

/** A guide sees today's and upcoming departures only (issue 33): earlier days read as having none. */
async function guideSession(ctx: Context): Promise<boolean> {
  return (await supplierAccess(ctx)).role === 'guide';
}

/** The supplier's departures calendar and one departure: two statements each, whatever the supplier's size. */
export class SupplierDepartureService {
  async list(ctx: Context, args: SupplierDeparturesArgs): Promise<SupplierDeparture[]> {
    validateWith(supplierDeparturesSchema, args);
    const order = sqlOrder(
      args.orderBy,
      SUPPLIER_DEPARTURE_SORT,
      'starts_at asc, activity_title asc, time_id asc',
    );
    const supplier = await currentSupplier(ctx);
    const params: unknown[] = [supplier.id, args.from.trim(), args.to.trim()];
    let where = 'and d.starts_at between ? and ?';
    if (await guideSession(ctx)) {
      where += ' and d.starts_at >= ?';
      params.push(todayInCaracas());
    }
    if (args.activityId) {
      where += ' and a.id = ?';
      params.push(Number(args.activityId));
    }
    const rows = await executePrepared<DepartureRow>(
      ctx.em,
      `${DEPARTURES_SQL} ${where} order by ${order}`,
      params,
    );
    return rows.map(toDeparture);
  }

  /** One slot of the supplier's own activities; another supplier's reads as a missing one. */
  async one(ctx: Context, rawTimeId: string | number): Promise<SupplierDeparture> {
    const id = idOf(rawTimeId, NOT_FOUND.time);
    const supplier = await currentSupplier(ctx);
    const [row] = await ctx.em.execute<DepartureRow[]>(`${DEPARTURES_SQL} and t.id = ?`, [supplier.id, id]);
    if (!row || ((await guideSession(ctx)) && row.date < todayInCaracas()))
      throw new NotFoundError(NOT_FOUND.time);
    return toDeparture(row);
  }
}
