import { Entity, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/** Fixed tag names (stable identifiers) and their Spanish labels. */
export const TAG_LABELS = {
  new: 'Nuevo',
  recommended: 'Recomendado',
  inexpensive: 'Mejor Precio',
  featured: 'Destacado',
} as const;
export type TagName = keyof typeof TAG_LABELS;

/** A badge on activity cards: new, recommended, inexpensive, featured. */
@ObjectType()
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'tags' })
export class Tag extends BaseEntity {
  @Field({ description: 'Identificador estable: new, recommended, inexpensive, featured.' })
  @Unique()
  @Property({ length: 32, collation: SPANISH_COLLATION })
  name!: string;

  @Field({ description: 'Etiqueta en español (Nuevo, Recomendado, Mejor Precio, Destacado).' })
  @Property({ length: 64, collation: SPANISH_COLLATION })
  label!: string;
}
