import { type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import type { PartnerScopeId } from '../../../../schema/validation/partner-key.js';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { SPANISH_COLLATION } from '../../persistence/collation.js';

/**
 * A partner (reseller, agency) API key for /api/v1. The secret is shown once; only its SHA-256 is stored. Each key
 * acts through its own technical account (role client), so the booking code's ownership rules isolate partners.
 */
@ObjectType()
@Entity({ tableName: 'partner_keys' })
export class PartnerKey extends BaseEntity {
  @Field()
  @Property({ length: 124, collation: SPANISH_COLLATION })
  name: string;

  /** The partner's organisation and contact person, free text for the admins. */
  @Field()
  @Property({ length: 254, collation: SPANISH_COLLATION })
  organisation: string;

  /** Public part of the key (`xpk_<prefix>_…`), shown in lists to tell keys apart. */
  @Field()
  @Unique()
  @Property({ length: 16, collation: SPANISH_COLLATION })
  prefix: string;

  @Unique()
  @Property({ length: 64, hidden: true })
  secretHash: string;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  scopes: PartnerScopeId[];

  /** The technical account the partner's bookings belong to. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user: Ref<User>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'set null', nullable: true })
  createdBy?: Ref<User>;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date;

  constructor(data: {
    name: string;
    organisation: string;
    prefix: string;
    secretHash: string;
    scopes: PartnerScopeId[];
    user: Ref<User>;
    createdBy?: Ref<User>;
    expiresAt?: Date;
  }) {
    super();
    this.name = data.name;
    this.organisation = data.organisation;
    this.prefix = data.prefix;
    this.secretHash = data.secretHash;
    this.scopes = data.scopes;
    this.user = data.user;
    this.createdBy = data.createdBy;
    this.expiresAt = data.expiresAt;
  }
}

declare module '../../graphql/context.js' {
  interface Context {
    /** A partner API key's call on /api/v1: `user` is then the key's technical account (role client). */
    partnerKey?: PartnerKey;
  }
}
