import { type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from './user.entity.js';

/** An opaque bearer token; only its SHA-256 is stored. Logout and password changes revoke it. */
@Entity({ tableName: 'access_tokens' })
export class AccessToken extends BaseEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  @Index()
  user: Ref<User>;

  @Unique()
  @Property({ length: 64 })
  tokenHash: string;

  @Property({ type: 'text[]' })
  scopes: string[];

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;

  constructor(data: { user: Ref<User>; tokenHash: string; scopes: string[]; expiresAt: Date }) {
    super();
    this.user = data.user;
    this.tokenHash = data.tokenHash;
    this.scopes = data.scopes;
    this.expiresAt = data.expiresAt;
  }
}
