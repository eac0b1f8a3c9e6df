import { AccessToken } from '../modules/account/access-token.entity.js';
import { OneTimeToken } from '../modules/account/one-time-token.entity.js';
import { User } from '../modules/account/user.entity.js';
import { ActivityCategory } from '../modules/catalog/activity-category.entity.js';
import { OutboxMail } from '../modules/mail/outbox-mail.entity.js';

/** Every entity class MikroORM knows; add new ones here. */
export const entities = [User, AccessToken, OneTimeToken, OutboxMail, ActivityCategory];
