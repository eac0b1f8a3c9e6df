import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessToken } from '../../server/src/modules/account/access-token.entity.js';
import { newOpaqueToken } from '../../server/src/modules/account/tokens.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { ActivityDate } from '../../server/src/modules/catalog/activity-date.entity.js';
import {
  ActivityDetail,
  ActivityDetailType,
} from '../../server/src/modules/catalog/activity-detail.entity.js';
import { ActivityImage } from '../../server/src/modules/catalog/activity-image.entity.js';
import { ActivityPrice } from '../../server/src/modules/catalog/activity-price.entity.js';
import { ActivityTime } from '../../server/src/modules/catalog/activity-time.entity.js';
import { Activity, ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { Supplier, SupplierStatus } from '../../server/src/modules/supplier/supplier.entity.js';
import type { TestServer } from './support/test-server.js';

/** Shared helpers of the catalogue and bookmark API tests: tokens and activities made through the ORM. */

export function unique(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}`;
}

function fork(server: TestServer): EntityManager {
  return server.db.orm.em.fork() as EntityManager;
}

/** A bearer token for a user, minted directly (no Argon2 login per test). */
export async function tokenFor(server: TestServer, user: User | string): Promise<string> {
  const em = fork(server);
  const owner = typeof user === 'string' ? await em.findOneOrFail(User, { email: user }) : user;
  const { raw, hash } = newOpaqueToken();
  em.persist(
    new AccessToken({
      user: em.getReference(User, owner.id, { wrapped: true }),
      tokenHash: hash,
      scopes: [owner.role],
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
  );
  await em.flush();
  return raw;
}

export async function createUser(server: TestServer, role: UserRole): Promise<User> {
  const em = fork(server);
  const user = new User({
    name: `Prueba ${role}`,
    email: `${unique(role)}@catalog.test`,
    passwordHash: 'x',
    role,
  });
  user.activatedAt = new Date();
  await em.persist(user).flush();
  return user;
}

/** A supplier account (user + supplier row) with its token. */
export async function createSupplier(server: TestServer): Promise<{ supplier: Supplier; token: string }> {
  const user = await createUser(server, UserRole.Supplier);
  const em = fork(server);
  const supplier = em.create(Supplier, {
    user: user.id,
    tradeName: unique('Aliado'),
    legalName: 'Prueba, C.A.',
    documentType: 3,
    documentCode: String(Math.floor(Math.random() * 1e9)).padStart(9, '1'),
    status: SupplierStatus.Active,
  });
  await em.flush();
  return { supplier, token: await tokenFor(server, user) };
}

export interface ActivityFixture {
  supplierId: number;
  title?: string;
  summary?: string;
  description?: string;
  status?: ActivityStatus;
  categoryId?: number;
  originId?: number;
  destinationId?: number;
  price?: string;
  featured?: boolean;
  /** Days (YYYY-MM-DD) with one 09:00 slot each. */
  dates?: string[];
  /** Attribute template ids with value yes. */
  attributes?: number[];
  images?: number;
}

/** One activity with prices, dates, attributes and image rows. */
export async function createActivity(server: TestServer, f: ActivityFixture): Promise<Activity> {
  const em = fork(server);
  const title = f.title ?? unique('Actividad de prueba');
  const activity = em.create(Activity, {
    supplier: f.supplierId,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    summary: f.summary ?? 'Resumen de una actividad creada por las pruebas.',
    description: f.description ?? '<p>Descripción de prueba.</p>',
    status: f.status ?? ActivityStatus.Active,
    regularity: 2,
    category: f.categoryId ?? 1,
    language: 1,
    origin: f.originId ?? 1,
    destination: f.destinationId ?? 1,
    basePrice: f.price ?? '20.00',
    featured: f.featured ?? false,
  });
  em.create(ActivityPrice, { activity, title: 'Adulto', price: f.price ?? '20.00', mandatory: true });
  for (const day of f.dates ?? []) {
    const date = em.create(ActivityDate, { activity, startsAt: day });
    em.create(ActivityTime, {
      activityDate: date,
      startsAt: '09:00:00',
      endsAt: '12:00:00',
      expectedParticipants: 10,
      currentAvailable: 10,
    });
  }
  (f.attributes ?? []).forEach((templateId, position) =>
    em.create(ActivityDetail, {
      activity,
      type: ActivityDetailType.Attribute,
      title: `Atributo ${templateId}`,
      value: true,
      attributeTemplate: templateId,
      position,
    }),
  );
  for (let i = 0; i < (f.images ?? 1); i++) {
    const id = randomUUID();
    em.create(ActivityImage, {
      activity,
      path: `/uploads/activities/${id}.webp`,
      thumbnailPath: `/uploads/activities/${id}-480.webp`,
      width: 1200,
      height: 800,
      position: i,
    });
  }
  await em.flush();
  return activity;
}
