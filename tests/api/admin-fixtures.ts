import { randomUUID } from 'node:crypto';
import { ref } from '@mikro-orm/core';
import { AccessToken } from '../../server/src/modules/account/access-token.entity.js';
import { addHours, newOpaqueToken } from '../../server/src/modules/account/tokens.js';
import { User, UserRole } from '../../server/src/modules/account/user.entity.js';
import { Activity, ActivityStatus } from '../../server/src/modules/catalog/activity.entity.js';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity.js';
import {
  ProviderAlert,
  ProviderAlertStatus,
} from '../../server/src/modules/supplier/provider-alert.entity.js';
import { Supplier, SupplierStatus } from '../../server/src/modules/supplier/supplier.entity.js';
import type { TestServer } from './support/test-server.js';

/** Fixtures for the admin portal tests: own users, suppliers and tokens (no login round trips, no demo accounts). */

export function uniqueTag(): string {
  return randomUUID().slice(0, 8);
}

export function uniqueDocument(): string {
  return String(Math.floor(10_000_000 + Math.random() * 89_999_999));
}

export interface Actor {
  user: User;
  token: string;
}

/** A user of the role with a valid bearer token (inserted directly; the hash is irrelevant for these tests). */
export async function actor(
  server: TestServer,
  role: UserRole,
  options: { activated?: boolean } = {},
): Promise<Actor> {
  const em = server.db.orm.em.fork();
  const tag = uniqueTag();
  const user = new User({
    name: `Prueba ${role} ${tag}`,
    email: `${role}-${tag}@admin.test`,
    passwordHash: 'x',
    role,
  });
  if (options.activated ?? true) user.activatedAt = new Date();
  const { raw, hash } = newOpaqueToken();
  em.persist([
    user,
    new AccessToken({ user: ref(user), tokenHash: hash, scopes: [role], expiresAt: addHours(new Date(), 2) }),
  ]);
  await em.flush();
  return { user, token: raw };
}

export interface SupplierActor extends Actor {
  supplier: Supplier;
}

/** A supplier account with its Supplier row and a token. */
export async function supplierActor(
  server: TestServer,
  options: { activated?: boolean } = {},
): Promise<SupplierActor> {
  const base = await actor(server, UserRole.Supplier, options);
  const em = server.db.orm.em.fork();
  const supplier = em.create(Supplier, {
    user: em.getReference(User, base.user.id, { wrapped: true }),
    tradeName: `Aliado ${uniqueTag()}`,
    legalName: 'Aliado de Prueba C.A.',
    documentType: 3,
    documentCode: uniqueDocument(),
    email: base.user.email,
    // An activated supplier is active (status 1); a registration waiting for activation is 0.
    status: (options.activated ?? true) ? SupplierStatus.Active : SupplierStatus.Inactive,
  } as never);
  await em.persist(supplier).flush();
  return { ...base, supplier };
}

/** A status-0 (pending) activity of the supplier, copied from a seeded activity's lookups. */
export async function pendingActivity(server: TestServer, supplierId: number): Promise<Activity> {
  const em = server.db.orm.em.fork();
  const model = await em.findOneOrFail(Activity, { deletedAt: null }, { orderBy: { id: 'asc' } });
  const tag = uniqueTag();
  const activity = em.create(Activity, {
    supplier: em.getReference(Supplier, supplierId, { wrapped: true }),
    slug: `pendiente-${tag}`,
    title: `Actividad pendiente ${tag}`,
    summary: 'Un resumen suficientemente largo para la actividad de prueba.',
    description: '<p>Descripción de prueba con suficiente texto.</p>',
    status: ActivityStatus.Pending,
    regularity: model.regularity,
    category: model.category,
    language: model.language,
    origin: model.origin,
    destination: model.destination,
    basePrice: '25.00',
  });
  await em.persist(activity).flush();
  return activity;
}

export async function alertOf(server: TestServer, supplierId: number, sent: boolean): Promise<ProviderAlert> {
  const em = server.db.orm.em.fork();
  const alert = em.create(ProviderAlert, {
    supplier: em.getReference(Supplier, supplierId, { wrapped: true }),
    title: `Alerta ${uniqueTag()}`,
    message: '<p>Hola</p>',
    status: sent ? ProviderAlertStatus.Sent : ProviderAlertStatus.NotSent,
    sentAt: sent ? new Date() : undefined,
  });
  await em.persist(alert).flush();
  return alert;
}

export function mailsTo(server: TestServer, email: string): Promise<OutboxMail[]> {
  return server.db.orm.em
    .fork()
    .find(OutboxMail, { recipient: email.toLowerCase() }, { orderBy: { id: 'asc' } });
}

/** A complete, valid supplier form (GraphQL field names). */
export function supplierForm(overrides: Record<string, unknown> = {}) {
  const tag = uniqueTag();
  return {
    tradeName: `Posada ${tag}`,
    legalName: `Inversiones ${tag} C.A.`,
    documentTypeId: 3,
    documentCode: uniqueDocument(),
    email: `aliado-${tag}@admin.test`,
    phoneNumber: '0414-1234567',
    webpage: 'https://posada.example.com',
    address: 'Av. Principal, Caracas',
    description: 'Posada familiar frente al mar en Choroní.',
    notes: 'Nota interna',
    fee: '0.15',
    status: 1,
    languageId: 1,
    categoryId: 1,
    ...overrides,
  };
}

/** The same form as the REST body (snake_case). */
export function restSupplierForm(overrides: Record<string, unknown> = {}) {
  const f = supplierForm();
  return {
    trade_name: f.tradeName,
    legal_name: f.legalName,
    document_type_id: f.documentTypeId,
    document_code: f.documentCode,
    email: f.email,
    phone_number: f.phoneNumber,
    webpage: f.webpage,
    address: f.address,
    description: f.description,
    notes: f.notes,
    fee: 0.15,
    status: 1,
    language_id: 1,
    category_id: 1,
    ...overrides,
  };
}
