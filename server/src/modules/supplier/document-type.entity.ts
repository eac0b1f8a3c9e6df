import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';

export const DocumentTypeId = { Cedula: 1, Pasaporte: 2, Rif: 3 } as const;

/** Identity document kinds: 1 V (Cédula), 2 E (Pasaporte), 3 J (RIF). */
@ObjectType()
@Entity({ tableName: 'document_types' })
export class DocumentType extends BaseEntity {
  @Field({ description: 'Prefijo: V, E o J.' })
  @Unique()
  @Property({ length: 2 })
  code!: string;

  @Field()
  @Property({ length: 64 })
  name!: string;
}
