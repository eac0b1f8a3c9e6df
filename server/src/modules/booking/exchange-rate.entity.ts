import type { EntityManager } from '@mikro-orm/postgresql';
import { type Ref } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';

export enum Currency {
  USD = 'USD',
  EUR = 'EUR',
}
registerEnumType(Currency, { name: 'Currency' });

/** Bolívares (VES) per unit of a currency from `valueDate`; the newest USD row is stamped on new bookings. */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'exchange_rates' })
@Index({
  name: 'exchange_rates_currency_value_date_index',
  properties: ['currency', 'valueDate'],
  columns: [{ name: 'currency' }, { name: 'value_date', sort: 'DESC' }],
})
@Check({ name: 'exchange_rates_rate_check', expression: 'rate > 0' })
export class ExchangeRate extends BaseEntity {
  @Field(() => Currency)
  @Enum({ items: () => Currency, nativeEnumName: 'currency' })
  currency!: Currency;

  @Field(() => String, { description: 'VES por unidad (decimal exacto, 4 decimales).' })
  @Property({ type: 'decimal', precision: 18, scale: 4 })
  rate!: string;

  @Field({ description: 'YYYY-MM-DD' })
  @Property({ type: 'date' })
  valueDate!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  createdBy?: Ref<User>;
}

/**
 * The newest rate of a currency (latest value date, then latest entry): what a new booking stamps.
 * The booking module calls it inside its own transaction with its own `em`.
 */
export function findLatestExchangeRate(em: EntityManager, currency: Currency): Promise<ExchangeRate | null> {
  return em.findOne(ExchangeRate, { currency }, { orderBy: { valueDate: 'desc', id: 'desc' } });
}
