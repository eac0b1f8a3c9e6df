import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { Supplier } from './supplier.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** An admins' internal note about a supplier. Internal: only admin operations may return it. */
@ObjectType({ description: 'Comentario interno sobre un aliado (solo administradores).' })
@Entity({ tableName: 'supplier_comments' })
export class SupplierComment extends BaseEntity {
  @ManyToOne(() => Supplier, { ref: true, deleteRule: 'cascade' })
  @Index()
  supplier!: Ref<Supplier>;

  @Field()
  @Property({ length: 255, collation: SPANISH_COLLATION })
  message!: string;

  @Field(() => Int)
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  author?: Ref<User>;
}
