import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Activity } from './activity.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** A price line ('Adulto', 'Niño (3-11)'…): USD per unit, covering `participants` people. */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'activity_prices' })
@Check({ name: 'activity_prices_price_check', expression: 'price >= 0' })
@Check({
  name: 'activity_prices_participants_check',
  expression: 'participants >= 0',
})
export class ActivityPrice extends BaseEntity {
  @ManyToOne(() => Activity, { ref: true, deleteRule: 'cascade' })
  @Index()
  activity!: Ref<Activity>;

  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  title!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  description?: string;

  @Field(() => String, { description: 'Precio unitario en USD (decimal exacto).' })
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  price!: string;

  @Field(() => Int, { description: 'Personas cubiertas por una unidad.' })
  @Property({ type: 'integer', default: 1 })
  participants: number & Opt = 1;

  @Field(() => Boolean, { description: 'Línea obligatoria: no se puede eliminar.' })
  @Property({ type: 'boolean', default: false })
  mandatory: boolean & Opt = false;
}
