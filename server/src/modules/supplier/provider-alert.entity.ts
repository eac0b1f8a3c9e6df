import { type Opt, type Ref } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Supplier } from './supplier.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export enum ProviderAlertStatus {
  NotSent = 0,
  Sent = 1,
}

/** A notice an admin writes to a supplier; editable until sent; the supplier marks it read. */
@ObjectType()
@Entity({ tableName: 'provider_alerts' })
@Index({ properties: ['supplier', 'status'] })
@Check({
  name: 'provider_alerts_status_check',
  expression: 'status in (0, 1)',
})
export class ProviderAlert extends BaseEntity {
  @ManyToOne(() => Supplier, { ref: true, deleteRule: 'cascade' })
  supplier!: Ref<Supplier>;

  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  title!: string;

  @Field({ description: 'HTML saneado.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Int, { description: '0 no enviada, 1 enviada.' })
  @Property({ type: 'smallint', default: ProviderAlertStatus.NotSent })
  status: ProviderAlertStatus & Opt = ProviderAlertStatus.NotSent;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  readAt?: Date;
}
