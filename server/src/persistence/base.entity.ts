import { type Opt } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

/** Integer id and audit timestamps shared by every table. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => ID)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
