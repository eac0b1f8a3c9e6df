import { Migration } from '@mikro-orm/migrations';

type Row = Record<string, string | number | null>;

const locations = [
  'Caracas',
  'La Guaira',
  'Mérida',
  'Los Roques',
  'Morrocoy',
  'Canaima',
  'Isla de Margarita',
  'Choroní',
  'Colonia Tovar',
];

const categories: [string, string][] = [
  ['Tours', 'Recorridos guiados por ciudades y pueblos'],
  ['Aventura', 'Actividades al aire libre con adrenalina'],
  ['Playas', 'Sol, arena y mar Caribe'],
  ['Gastronomía', 'Sabores venezolanos, cacao y café'],
  ['Naturaleza', 'Parques nacionales, tepuyes y cascadas'],
  ['Cultura', 'Museos, historia y tradiciones'],
];

const attributeTemplates: [string, string][] = [
  ['Transporte incluido', 'Traslado de ida y vuelta desde el punto de encuentro'],
  ['Guía en español', 'Un guía local acompaña al grupo y habla español'],
  ['Comidas incluidas', 'Almuerzo o refrigerios incluidos en el precio'],
  ['Apto para niños', 'Actividad adecuada para niños acompañados'],
  ['Equipo incluido', 'Se entrega el equipo necesario (chalecos, cascos, snorkel…)'],
  ['Entradas incluidas', 'Incluye entradas a parques, museos o atracciones'],
  ['Accesible en silla de ruedas', 'Recorrido y transporte accesibles'],
];

const supplierCategories = [
  'Operador turístico',
  'Agencia de viajes',
  'Posada u hotel',
  'Guía independiente',
  'Restaurante o experiencia gastronómica',
];

const banks: [string, string][] = [
  ['0102', 'Banco de Venezuela'],
  ['0104', 'Venezolano de Crédito'],
  ['0105', 'Mercantil'],
  ['0108', 'Provincial'],
  ['0114', 'Bancaribe'],
  ['0115', 'Exterior'],
  ['0128', 'Banco Caroní'],
  ['0134', 'Banesco'],
  ['0137', 'Sofitasa'],
  ['0138', 'Banco Plaza'],
  ['0146', 'Bangente'],
  ['0151', 'BFC Banco Fondo Común'],
  ['0156', '100% Banco'],
  ['0157', 'DelSur'],
  ['0163', 'Banco del Tesoro'],
  ['0166', 'Banco Agrícola de Venezuela'],
  ['0168', 'Bancrecer'],
  ['0169', 'Mi Banco (R4)'],
  ['0171', 'Banco Activo'],
  ['0172', 'Bancamiga'],
  ['0173', 'Banco Internacional de Desarrollo'],
  ['0174', 'Banplus'],
  ['0175', 'Banco Digital de los Trabajadores (Bicentenario)'],
  ['0177', 'BANFANB'],
  ['0178', 'N58 Banco Digital'],
  ['0191', 'BNC Banco Nacional de Crédito'],
];

function literal(value: string | number | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function insert(table: string, rows: Row[]): string {
  const columns = Object.keys(rows[0]);
  const values = rows.map((row) => `(${Object.values(row).map(literal).join(', ')})`);
  return `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${values.join(', ')};`;
}

/** One insert with explicit ids (1…n) and the table's sequence moved past them. */
function insertWithIds(table: string, rows: Row[]): string[] {
  return [
    insert(
      table,
      rows.map((row, i) => ({ id: i + 1, ...row })),
    ),
    `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max("id") from "${table}"));`,
  ];
}

/**
 * Reference data every installation needs (not only the demo): lookups with fixed ids the code and the spec rely on
 * (Caracas = 1, La Guaira = 2, regularity 1 on demand / 2 scheduled, document types V/E/J, language 1 Español,
 * payment method 1 pago móvil), the 26 Venezuelan banks, tags, categories and attribute templates.
 */
export class Migration20261122040451 extends Migration {
  override name = 'Migration20261122040451';

  override up(): void | Promise<void> {
    const statements = [
      ...insertWithIds(
        'locations',
        locations.map((name) => ({ name, status: 1 })),
      ),
      ...insertWithIds('activity_regularities', [
        { name: 'A solicitud', status: 1 },
        { name: 'Programada', status: 1 },
      ]),
      ...insertWithIds('languages', [
        { name: 'Español', abbr: 'es', status: 1 },
        { name: 'English', abbr: 'en', status: 1 },
      ]),
      ...insertWithIds('document_types', [
        { code: 'V', name: 'Cédula' },
        { code: 'E', name: 'Pasaporte' },
        { code: 'J', name: 'RIF' },
      ]),
      ...insertWithIds('tags', [
        { name: 'new', label: 'Nuevo' },
        { name: 'recommended', label: 'Recomendado' },
        { name: 'inexpensive', label: 'Mejor Precio' },
        { name: 'featured', label: 'Destacado' },
      ]),
      ...insertWithIds(
        'activity_categories',
        categories.map(([name, description]) => ({ name, description, status: 1 })),
      ),
      ...insertWithIds(
        'activity_attribute_templates',
        attributeTemplates.map(([name, description]) => ({ name, description, status: 1 })),
      ),
      ...insertWithIds(
        'supplier_categories',
        supplierCategories.map((name) => ({ name, status: 1 })),
      ),
      insert(
        'banks',
        banks.map(([code, name]) => ({ code, name })),
      ),
      // Only pago móvil is processed online (its gateway route); the others are described and inactive.
      ...insertWithIds('payment_methods', [
        {
          code: 'pago_movil',
          name: 'Pago Móvil',
          description: 'Pago móvil interbancario en bolívares al teléfono del aliado',
          status: 1,
        },
        {
          code: 'transferencia',
          name: 'Transferencia bancaria',
          description: 'Transferencia en bolívares a la cuenta del aliado',
          status: 0,
        },
        {
          code: 'efectivo',
          name: 'Efectivo',
          description: 'Pago en efectivo al aliado el día de la actividad',
          status: 0,
        },
      ]),
    ];
    for (const sql of statements) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const table of [
      'payment_methods',
      'banks',
      'supplier_categories',
      'activity_attribute_templates',
      'activity_categories',
      'tags',
      'document_types',
      'languages',
      'activity_regularities',
      'locations',
    ]) {
      this.addSql(`delete from "${table}";`);
    }
  }
}
