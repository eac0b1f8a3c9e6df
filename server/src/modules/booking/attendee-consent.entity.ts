import { type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';

/**
 * An attendee's address, typed on an order of `user`, that must confirm before it receives that account's order
 * e-mails. One row per (account, address); the mailed link carries the token, stored hashed.
 */
@Entity({ tableName: 'attendee_consents' })
@Unique({ properties: ['user', 'email'] })
export class AttendeeConsent extends BaseEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ length: 254 })
  email!: string;

  @Index()
  @Property({ length: 64 })
  tokenHash!: string;

  /** When the confirmation mail was last sent (at most one per day per row). */
  @Property({ type: 'datetime' })
  sentAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date;
}
