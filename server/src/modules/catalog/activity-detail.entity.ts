import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { ActivityAttributeTemplate } from './activity-attribute-template.entity.js';
import { Activity } from './activity.entity.js';
import { FACET_ROW_FROM_DETAILS } from './activity-facet-row.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

export enum ActivityDetailType {
  /** Yes/no item from a template ('Transporte incluido'). */
  Attribute = 'attribute',
  /** A '¿Qué harás?' step. */
  Highlight = 'highlight',
  /** 'No apto para'. */
  Unsuitable = 'unsuitable',
  /** FAQ: title is the question, description the answer. */
  Question = 'question',
}
registerEnumType(ActivityDetailType, { name: 'ActivityDetailType' });

/** Attributes, highlights, unsuitables and FAQ of an activity, in `position` order per type. */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Trigger(FACET_ROW_FROM_DETAILS)
@Entity({ tableName: 'activity_details' })
@Index({ properties: ['activity', 'type', 'position'] })
@Index({ properties: ['attributeTemplate', 'value'] })
export class ActivityDetail extends BaseEntity {
  @ManyToOne(() => Activity, { ref: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  @Field(() => ActivityDetailType)
  @Enum({ items: () => ActivityDetailType, nativeEnumName: 'activity_detail_type' })
  type!: ActivityDetailType;

  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  title!: string;

  @Field(() => String, { nullable: true })
  @Property({ length: 512, nullable: true })
  description?: string;

  @Field(() => Boolean, { nullable: true, description: 'Sí/no (solo atributos).' })
  @Property({ type: 'boolean', nullable: true })
  value?: boolean;

  @ManyToOne(() => ActivityAttributeTemplate, { ref: true, nullable: true, deleteRule: 'set null' })
  attributeTemplate?: Ref<ActivityAttributeTemplate>;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: number & Opt = 0;
}
