import { describe, expect, it } from 'vitest';
import { ROLE_REFUSALS } from '../../../../schema/staff-roles';
import { ROLE_REFUSAL } from './error-catalogue';

describe('a role refusal keeps the session', () => {
  it('recognises every refusal of a role, and no other forbidden answer', () => {
    for (const message of ROLE_REFUSALS) expect(ROLE_REFUSAL.test(message), message).toBe(true);
    for (const message of ['No autorizado', 'No tiene permisos para esta operación.', 'Forbidden'])
      expect(ROLE_REFUSAL.test(message), message).toBe(false);
  });
});
