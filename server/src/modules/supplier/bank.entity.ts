import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/**
 * A Venezuelan bank, keyed by its four-digit code (0102 Banco de Venezuela, 0134 Banesco…). Other tables reference
 * it by code with `mapToPk` relations, so they hold the code as a plain string and still get a foreign key.
 */
@ObjectType()
@Entity({ tableName: 'banks' })
export class Bank {
  [PrimaryKeyProp]?: 'code';

  @Field()
  @PrimaryKey({ columnType: 'char(4)', autoincrement: false })
  code!: string;

  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name!: string;
}
