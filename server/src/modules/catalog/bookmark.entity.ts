import { type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../persistence/base.entity.js';
import { User } from '../account/user.entity.js';
import { Activity } from './activity.entity.js';

/** A customer's favourite (wishlist) activity; one per pair. */
@Entity({ tableName: 'bookmarks' })
@Unique({ properties: ['user', 'activity'] })
export class Bookmark extends BaseEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Activity, { ref: true, deleteRule: 'cascade' })
  @Index()
  activity!: Ref<Activity>;
}
