import { PrimaryKeyProp, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Trigger } from '@mikro-orm/decorators/legacy';
import { CATALOGUE_CHANGED } from '../../persistence/catalogue-changed.js';
import { Activity } from './activity.entity.js';
import { Tag } from './tag.entity.js';

/** Pivot of Activity.tags (declared so its tag_id column gets an index). */
@Trigger(CATALOGUE_CHANGED)
@Entity({ tableName: 'activity_tags' })
@Index({ name: 'activity_tags_tag_id_index', properties: ['tag'] })
export class ActivityTag {
  @ManyToOne(() => Activity, { ref: true, primary: true, deleteRule: 'cascade' })
  activity!: Ref<Activity>;

  @ManyToOne(() => Tag, { ref: true, primary: true, deleteRule: 'cascade' })
  tag!: Ref<Tag>;

  [PrimaryKeyProp]?: ['activity', 'tag'];
}
