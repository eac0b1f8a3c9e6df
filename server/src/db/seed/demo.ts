import { TZDate } from '@date-fns/tz';
import { ref } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { addDays, format } from 'date-fns';
import { refreshRecentBookings } from '../../modules/booking/activity-popularity.js';
import { BUSINESS_TIME_ZONE, DEMO_PASSWORD } from '../../../../schema/constants.js';
import { hashPassword } from '../../modules/account/password.js';
import { User } from '../../modules/account/user.entity.js';
import { AdminRole, AdminRoleRow } from '../../modules/account/admin-role.entity.js';
import { Currency, ExchangeRate } from '../../modules/booking/exchange-rate.entity.js';
import { PAGO_MOVIL, PaymentMethod } from '../../modules/supplier/payment-method.entity.js';
import { ActivityAttributeTemplate } from '../../modules/catalog/activity-attribute-template.entity.js';
import { ActivityCategory } from '../../modules/catalog/activity-category.entity.js';
import { Activity } from '../../modules/catalog/activity.entity.js';
import { Bookmark } from '../../modules/catalog/bookmark.entity.js';
import { Review, ReviewStatus } from '../../modules/review/review.entity.js';
import { Tag } from '../../modules/catalog/tag.entity.js';
import { copyStoredImage, storeImage, type StoredImage } from '../../modules/media/image-storage.js';
import type { ObjectStore } from '../../modules/media/object-store.js';
import { DocumentTypeId } from '../../modules/supplier/document-type.entity.js';
import { SupplierCategory } from '../../modules/supplier/supplier-category.entity.js';
import { SupplierPaymentData } from '../../modules/supplier/supplier-payment-data.entity.js';
import { Supplier, SupplierStatus } from '../../modules/supplier/supplier.entity.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEMO_ACTIVITIES, REVIEW_TEXTS } from './catalogue.js';
import { checkLimits, seedCatalogue } from './demo-activities.js';
import { seedPastBooking } from './past-booking.js';
import { seedDemoRefunds } from './demo-refunds.js';
import { seedDemoVouchers } from './demo-vouchers.js';
import { seedDemoShowcase } from './demo-showcase.js';
import { seedDemoFinance } from './demo-finance.js';
import { seedDemoDepartures } from './demo-departures.js';
import { renderScene } from './pictures.js';
import { SCENES, type SceneKey } from './scenes.js';
import { SupplierStaff } from '../../modules/supplier/staff/supplier-staff.entity.js';

/** Any fixed number: serialises concurrent first boots (several replicas) on the seed. */
const SEED_LOCK = 72_011_842;

type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];

const PROFILES: Record<DemoEmail, { phone?: string; nationalId?: string; city?: string }> = {
  'cliente@xplora.test': { phone: '04141234567', nationalId: 'V-18456789', city: 'Caracas' },
  'cliente2@xplora.test': { phone: '04245551234', nationalId: 'V-20987654', city: 'Valencia' },
  'aliado@xplora.test': { phone: '04149876543', nationalId: 'V-15234567', city: 'Caracas' },
  'aliado2@xplora.test': { phone: '04125557788', nationalId: 'V-16789012', city: 'Lechería' },
  'admin@xplora.test': { city: 'Caracas' },
  'soporte@xplora.test': { city: 'Caracas' },
  'guia@xplora.test': { phone: '04161234567', city: 'Caracas' },
};

const SUPPLIERS = {
  aliado: {
    email: 'aliado@xplora.test',
    tradeName: 'Ávila Xplora Tours',
    legalName: 'Inversiones Ávila Xplora, C.A.',
    documentCode: '412345678',
    rif: 'J-41234567-8',
    phoneNumber: '02129531234',
    companyEmail: 'reservas@avila-xplora.test',
    webpage: 'https://avila-xplora.test',
    address: 'Av. Francisco de Miranda, Torre Xplora, piso 3, Chacao, Caracas',
    description:
      'Turismo de aventura, cultura y gastronomía en Caracas, La Guaira, Mérida y Choroní desde 2012.',
    category: 'Operador turístico',
    fee: '0.100',
    pagoMovil: { phone: '04147654321', bank: '0134' },
  },
  aliado2: {
    email: 'aliado2@xplora.test',
    tradeName: 'Caribe Azul Expediciones',
    legalName: 'Caribe Azul Expediciones, C.A.',
    documentCode: '506789012',
    rif: 'J-50678901-2',
    phoneNumber: '02812671234',
    companyEmail: 'hola@caribe-azul.test',
    webpage: 'https://caribe-azul.test',
    address: 'Calle Arismendi, Centro Comercial Las Garzas, local 12, Lechería, Anzoátegui',
    description:
      'Expediciones a islas, cayos y parques nacionales: Los Roques, Morrocoy, Canaima y Margarita.',
    category: 'Agencia de viajes',
    fee: '0.120',
    pagoMovil: { phone: '04141122334', bank: '0102' },
  },
} as const;

/** Renders each scene once, then hands out the original for its first use and copies afterwards. */
async function pictureSource(store: ObjectStore): Promise<(scene: SceneKey) => Promise<StoredImage>> {
  const keys = Object.keys(SCENES) as SceneKey[];
  const stored = await Promise.all(
    keys.map(async (key, i) => storeImage(store, await renderScene(SCENES[key], i + 1))),
  );
  const originals = new Map(keys.map((key, i) => [key, stored[i]]));
  const used = new Set<SceneKey>();
  return (scene) => {
    const original = originals.get(scene)!;
    if (used.has(scene)) return copyStoredImage(store, original);
    used.add(scene);
    return Promise.resolve(original);
  };
}

function idsByName(rows: { id: number; name: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * Seeds the demo accounts and catalogue once, in one transaction (skipped when the database already has users or
 * activities). Pictures are drawn with sharp and put in the picture store (the data directory or S3).
 */
export async function seedDemo(orm: MikroORM, store: ObjectStore): Promise<boolean> {
  for (const a of DEMO_ACTIVITIES) checkLimits(a);
  const seeded = await orm.em.fork().transactional(async (em) => {
    await em.getConnection().execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await em.count(User, {})) > 0 || (await em.count(Activity, {})) > 0) return false;
    await seedInto(em, store);
    return true;
  });
  // "Más populares" and "Recomendados" count the demo's bookings from the start, not from the job's first hour.
  if (seeded) await refreshRecentBookings(orm);
  // The commission trail runs the statement job and the settlement service, which commit on their own.
  if (seeded) await seedDemoFinance(orm);
  return seeded;
}

async function seedInto(em: EntityManager, store: ObjectStore): Promise<void> {
  const now = new Date();
  const today = new TZDate(now, BUSINESS_TIME_ZONE);
  const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');

  const [hashes, picture, categories, templates, supplierCategories, tags, pagoMovil] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD))),
    pictureSource(store),
    em.find(ActivityCategory, {}).then(idsByName),
    em.find(ActivityAttributeTemplate, {}),
    em.find(SupplierCategory, {}).then(idsByName),
    em.find(Tag, {}),
    em.findOneOrFail(PaymentMethod, { code: PAGO_MOVIL }),
  ]);
  const templateByName = new Map(templates.map((t) => [t.name, t]));
  const tagByName = new Map(tags.map((t) => [t.name, t]));

  // Accounts
  const users = new Map<DemoEmail, User>();
  DEMO_ACCOUNTS.forEach((account, i) => {
    const user = new User({ ...account, passwordHash: hashes[i] });
    Object.assign(user, PROFILES[account.email]);
    user.activatedAt = now;
    em.persist(user);
    users.set(account.email, user);
  });
  const admin = users.get('admin@xplora.test')!;
  em.persist(new AdminRoleRow(ref(users.get('soporte@xplora.test')!), AdminRole.Soporte));
  const customers = [users.get('cliente@xplora.test')!, users.get('cliente2@xplora.test')!];

  // Suppliers and their pago móvil data
  const suppliers = new Map<keyof typeof SUPPLIERS, Supplier>();
  for (const [key, s] of Object.entries(SUPPLIERS) as [
    keyof typeof SUPPLIERS,
    (typeof SUPPLIERS)[keyof typeof SUPPLIERS],
  ][]) {
    const owner = users.get(s.email)!;
    const supplier = em.create(Supplier, {
      user: owner,
      tradeName: s.tradeName,
      legalName: s.legalName,
      documentType: DocumentTypeId.Rif,
      documentCode: s.documentCode,
      phoneNumber: s.phoneNumber,
      email: s.companyEmail,
      webpage: s.webpage,
      address: s.address,
      description: s.description,
      notes: 'Aliado de demostración: datos ficticios.',
      fee: s.fee,
      status: SupplierStatus.Active,
      language: 1,
      category: supplierCategories.get(s.category),
    });
    em.create(SupplierPaymentData, {
      supplier,
      paymentMethod: pagoMovil,
      name: s.legalName,
      accountId: s.rif,
      account: s.pagoMovil.phone,
      agent: s.pagoMovil.bank,
    });
    suppliers.set(key, supplier);
  }
  // aliado@xplora.test's guide: a staff account that accepted its invitation (issue 33 §3).
  const guide = new SupplierStaff({
    supplier: ref(suppliers.get('aliado')!),
    user: ref(users.get('guia@xplora.test')!),
    role: 'guide',
  });
  guide.acceptedAt = now;
  em.persist(guide);

  // Catalogue
  const activeActivities = await seedCatalogue(em, {
    suppliers,
    categories,
    templates: templateByName,
    tags: tagByName,
    picture,
    now,
    day,
  });

  // Published reviews from the demo customers, with the activity's rating and count kept in step.
  activeActivities.forEach((activity, i) => {
    const reviewers = i % 3 === 0 ? customers : [customers[i % 2]];
    const ratings = reviewers.map((user, k) => {
      const text = REVIEW_TEXTS[(i + k * 3) % REVIEW_TEXTS.length];
      em.create(Review, {
        activity,
        user,
        ...text,
        status: ReviewStatus.Published,
        moderatedAt: now,
        moderatedBy: admin,
        createdAt: addDays(now, -(i % 20) - k - 1),
      });
      return text.rating;
    });
    activity.commentsCount = ratings.length;
    activity.rating = Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10;
  });
  // Two reviews waiting for moderation (supplier dashboard), not counted in the ratings.
  activeActivities
    .filter((_, i) => i % 3 !== 0 && i % 2 === 0)
    .slice(0, 2)
    .forEach((activity) =>
      em.create(Review, {
        activity,
        user: customers[1],
        rating: 4,
        title: 'Me gustó mucho',
        message: 'Muy buena organización; la recomendaría a mis amigos.',
      }),
    );

  // The first customer's favourites.
  for (const activity of activeActivities.filter((a) => a.featured).slice(0, 3)) {
    em.create(Bookmark, { user: customers[0], activity });
    activity.bookmarksCount += 1;
  }

  // One past, processed booking of the first customer on an aliado activity (ready to review).
  await seedPastBooking(em, {
    customer: customers[0],
    activity: activeActivities.find((a) => a.supplier.unwrap() === suppliers.get('aliado'))!,
    verifier: users.get('aliado@xplora.test')!,
    pagoMovil,
    date: day(-5),
    rate: '236.9400',
  });
  await seedDemoVouchers(em, {
    customer: customers[0],
    activities: activeActivities.filter((a) => a.supplier.unwrap() === suppliers.get('aliado')).slice(1, 3),
    verifier: users.get('aliado@xplora.test')!,
    pagoMovil,
    date: day(0),
    rate: '238.7100',
  });

  await seedDemoRefunds(em, { customer: customers[0], pagoMovil, after: day(3) });
  // Exchange rates (VES per unit): today's and yesterday's.
  for (const [currency, rate, offset] of [
    [Currency.USD, '236.9400', -1],
    [Currency.EUR, '258.3700', -1],
    [Currency.USD, '238.7100', 0],
    [Currency.EUR, '260.1400', 0],
  ] as const)
    em.create(ExchangeRate, { currency, rate, valueDate: day(offset), createdBy: admin });

  await seedDemoShowcase(em, now);
  await seedDemoDepartures(em, now);
}
