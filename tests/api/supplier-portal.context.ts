import { expect } from 'vitest';
import { UserRole } from '../../server/src/modules/account/user.entity.js';
import { actor, supplierActor, type Actor, type SupplierActor } from './admin-fixtures.js';
import { lookups, type Lookups } from './supplier-portal.fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Shared state and helpers of the supplier-portal-*.test.ts files; each file runs setUp/tearDown in its own beforeAll/afterAll. */

export let server: TestServer;
export let l: Lookups;
export let supplier: SupplierActor;
export let inactive: SupplierActor;
export let customer: Actor;
export let admin: Actor;

export async function setUp(): Promise<void> {
  server = await startTestServer();
  l = await lookups(server);
  supplier = await supplierActor(server);
  inactive = await supplierActor(server, { activated: false });
  customer = await actor(server, UserRole.Client);
  admin = await actor(server, UserRole.Admin);
}

export async function tearDown(): Promise<void> {
  await server?.stop();
}

export const CREATE =
  'mutation ($input: ActivityInput!) { createActivity(input: $input) { id status slug description } }';
export const UPDATE =
  'mutation ($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) { id title slug } }';
export const STATUS =
  'mutation ($id: ID!, $status: Int!) { setActivityStatus(id: $id, status: $status) { message sentToApproval activity { id status } } }';

export function fieldErrors(res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return res.errors![0]!.extensions!.fields as Record<string, string>;
}

export async function setStatusInDb(id: string | number, status: number) {
  await server.db.orm.em
    .fork()
    .getConnection()
    .execute('update activities set status = ? where id = ?', [status, id]);
}

export const BAD_ACTIVITY_INPUTS: [Record<string, unknown>, string, string][] = [
  [{ title: '' }, 'title', 'El título es requerido'],
  [{ title: 'ab' }, 'title', 'El título debe contener al menos 3 caracteres.'],
  [{ title: 'x'.repeat(125) }, 'title', 'El título no debe contener mas de 124 caracteres.'],
  [{ summary: 'corto' }, 'summary', 'El resumen debe contener al menos 20 caracteres.'],
  [{ summary: 'x'.repeat(256) }, 'summary', 'El resumen no debe contener más de 255 caracteres.'],
  [{ description: '' }, 'description', 'La descripción es requerida'],
  [{ description: '<p>corta</p>' }, 'description', 'La descripción debe contener al menos 20 caracteres.'],
  [
    { description: 'x'.repeat(2049) },
    'description',
    'La descripción no debe contener más de 2048 caracteres.',
  ],
  [{ basePrice: '' }, 'basePrice', 'El precio es obligatorio'],
  [{ basePrice: '-1' }, 'basePrice', 'El precio debe ser igual o mayor a 0'],
  [{ durationQuantity: 0 }, 'durationQuantity', 'La duración debe ser al menos 1'],
  [{ bookBefore: -1 }, 'bookBefore', 'Debe ser igual o mayor a 0'],
  [{ cancelBefore: -1 }, 'cancelBefore', 'Debe ser igual o mayor a 0'],
  [{ minParticipants: 0 }, 'minParticipants', 'Debe haber al menos 1 participante'],
  [
    { minParticipants: 5, expectedParticipants: 3 },
    'expectedParticipants',
    'Los participantes esperados deben estar entre el mínimo y el máximo',
  ],
  [{ maxParticipants: 1 }, 'maxParticipants', 'El máximo de participantes no puede ser menor que el mínimo'],
  [{ departureAddress: '' }, 'departureAddress', 'La dirección de salida es requerida'],
  [{ languageId: 0 }, 'languageId', 'El idioma es requerido'],
  [{ categoryId: 0 }, 'categoryId', 'La categoría es requerida'],
  [{ originId: 0 }, 'originId', 'El origen es requerido'],
  [{ destinationId: 0 }, 'destinationId', 'El destino es requerido'],
  [{ categoryId: 999999 }, 'categoryId', 'La categoría no existe.'],
  [{ destinationId: 999999 }, 'destinationId', 'El destino no existe.'],
];
