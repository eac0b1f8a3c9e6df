import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export const PAGO_MOVIL = 'pago_movil';

/** How a customer pays an order: 1 'Pago Móvil' (code pago_movil); transfer and cash are described only. */
@ObjectType()
@Entity({ tableName: 'payment_methods' })
export class PaymentMethod extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255, default: '' })
  description: string & Opt = '';

  @Field({ description: 'Identificador estable: pago_movil, transferencia, efectivo.' })
  @Unique()
  @Property({ length: 32, collation: SPANISH_COLLATION })
  code!: string;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;
}
