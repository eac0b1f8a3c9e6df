import { describe, expect, it } from 'vitest';
import { changesEmail, PROFILE_MESSAGES, profileFormSchema } from './profile.js';

const form = {
  name: 'Carla Pérez',
  email: 'carla@xplora.test',
  phone: '04141234567',
  nationalId: 'V18456789',
  city: 'Caracas',
};

describe('profile form: the current password when the e-mail changes', () => {
  const schema = profileFormSchema(['carla@xplora.test', 'nueva@xplora.test']);

  it('is not asked while the e-mail is the login or the address being confirmed', () => {
    expect(schema.isValidSync({ ...form, currentPassword: '' })).toBe(true);
    expect(schema.isValidSync({ ...form, email: ' Nueva@Xplora.test ', currentPassword: '' })).toBe(true);
  });

  it('is required, with the Spanish message, for a new address', () => {
    expect(() => schema.validateSync({ ...form, email: 'otra@xplora.test', currentPassword: '' })).toThrow(
      PROFILE_MESSAGES.passwordForEmail,
    );
    expect(schema.isValidSync({ ...form, email: 'otra@xplora.test', currentPassword: 'Clave-2026' })).toBe(
      true,
    );
  });

  it('compares addresses without case or surrounding spaces', () => {
    expect(changesEmail(' CARLA@xplora.test', ['carla@xplora.test'])).toBe(false);
    expect(changesEmail('carla@xplora.test', [null, undefined])).toBe(true);
  });
});
