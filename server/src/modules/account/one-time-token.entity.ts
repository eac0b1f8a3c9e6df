import { type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from './user.entity.js';

export enum OneTimeTokenPurpose {
  PasswordReset = 'password_reset',
  EmailVerification = 'email_verification',
  /** «No fui yo» in the notice to the old address: restores `email` and ends every session. */
  EmailChangeRevert = 'email_change_revert',
}

/** A single-use, expiring token sent by e-mail (password reset, e-mail verification); stored hashed. */
@Entity({ tableName: 'one_time_tokens' })
@Index({ properties: ['user', 'purpose'] })
export class OneTimeToken extends BaseEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user: Ref<User>;

  @Enum({ items: () => OneTimeTokenPurpose, nativeEnumName: 'one_time_token_purpose' })
  purpose: OneTimeTokenPurpose;

  @Unique()
  @Property({ length: 64 })
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  /** The address an e-mail-change revert link restores. */
  @Property({ length: 254, nullable: true })
  email?: string;

  constructor(data: {
    user: Ref<User>;
    purpose: OneTimeTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    email?: string;
  }) {
    super();
    this.user = data.user;
    this.purpose = data.purpose;
    this.tokenHash = data.tokenHash;
    this.expiresAt = data.expiresAt;
    this.email = data.email;
  }
}
