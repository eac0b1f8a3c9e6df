import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_PASSWORD } from '../../../../schema/constants.js';
import { User } from '../../modules/account/user.entity.js';
import { verifyPassword } from '../../modules/account/password.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * The demo accounts that still open with the published demo password. Only the demo e-mails are checked: a salted
 * hash cannot be compared in bulk, and an Argon2 check per account would make boot time grow with the user table.
 */
export async function accountsWithDemoPassword(orm: MikroORM): Promise<string[]> {
  const users = await orm.em.fork().find(User, { email: { $in: DEMO_ACCOUNTS.map((a) => a.email) } });
  const open = await Promise.all(users.map((u) => verifyPassword(u.passwordHash, DEMO_PASSWORD)));
  return users.filter((_, i) => open[i]).map((u) => u.email);
}

export async function refuseDemoPasswords(orm: MikroORM): Promise<void> {
  const emails = await accountsWithDemoPassword(orm);
  if (emails.length === 0) return;
  throw new Error(
    `Arranque rechazado: en producción hay cuentas con la contraseña de demostración publicada (${emails.join(', ')}). ` +
      'Cámbieles la contraseña o elimínelas; SEED_DEMO=1 solo para una demostración.',
  );
}
