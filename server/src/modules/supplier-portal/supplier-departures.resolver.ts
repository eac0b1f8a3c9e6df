import { Arg, Args, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { sortDescription } from '../../graphql/pagination.js';
import { SupplierDepartureService } from './supplier-departures.service.js';
import {
  SUPPLIER_DEPARTURE_SORT,
  SupplierDeparture,
  SupplierDeparturesArgs,
} from './supplier-departures.types.js';

const service = new SupplierDepartureService();

@Authorized('supplier')
@Resolver()
export class SupplierDeparturesResolver {
  @Query(() => [SupplierDeparture], {
    description:
      'Calendario de salidas: cada horario de cada actividad del aliado entre dos días (a lo sumo 62), con ' +
      'cupos reservados, llegadas y estado; por hora de salida. ' +
      sortDescription(SUPPLIER_DEPARTURE_SORT),
  })
  supplierDepartures(
    @Ctx() ctx: Context,
    @Args(() => SupplierDeparturesArgs) args: SupplierDeparturesArgs,
  ): Promise<SupplierDeparture[]> {
    return service.list(ctx, args);
  }

  @Query(() => SupplierDeparture, {
    description: 'Una salida propia (su lista de llegadas: checkInManifest).',
  })
  supplierDeparture(
    @Ctx() ctx: Context,
    @Arg('timeId', () => ID) timeId: string,
  ): Promise<SupplierDeparture> {
    return service.one(ctx, timeId);
  }
}
