import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { Activity } from './activity.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** A re-encoded WebP picture of an activity and its 480×480 thumbnail; paths are URL paths under /uploads. */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'activity_images' })
@Index({ properties: ['activity', 'position'] })
export class ActivityImage extends BaseEntity {
  @ManyToOne(() => Activity, { ref: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  /** `/uploads/activities/<uuid>.webp` (GraphQL: catalog-fields.resolver.ts, signed when the activity is not public). */
  @Property({ length: 255 })
  path!: string;

  /** `/uploads/activities/<uuid>-480.webp` (480×480). */
  @Property({ length: 255 })
  thumbnailPath!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true, collation: SPANISH_COLLATION })
  description?: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  width!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  height!: number;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;

  /** Bytes stored (picture + thumbnail): the per-supplier storage cap sums them. */
  @Property({ type: 'integer', default: 0 })
  bytes: number & Opt = 0;
}
