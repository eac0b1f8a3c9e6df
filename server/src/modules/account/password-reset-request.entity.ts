import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../persistence/base.entity.js';

/**
 * A "forgot password" request as typed, known account or not, handled later by a job (password-reset-queue.ts):
 * the request itself does the same single insert for every address, so its timing reveals nothing.
 */
@Entity({ tableName: 'password_reset_requests' })
export class PasswordResetRequest extends BaseEntity {
  @Property({ length: 254 })
  email: string;

  constructor(email: string) {
    super();
    this.email = email;
  }
}
