import { DurationUnit } from '../../modules/catalog/activity.entity.js';
import type { TagName } from '../../modules/catalog/tag.entity.js';
import type { SceneKey } from './scenes.js';

/** Location ids of the reference-data migration. */
export const LOC = {
  caracas: 1,
  laGuaira: 2,
  merida: 3,
  losRoques: 4,
  morrocoy: 5,
  canaima: 6,
  margarita: 7,
  choroni: 8,
  coloniaTovar: 9,
} as const;

export type Category = 'Tours' | 'Aventura' | 'Playas' | 'Gastronomía' | 'Naturaleza' | 'Cultura';
export type Attribute =
  | 'Transporte incluido'
  | 'Guía en español'
  | 'Comidas incluidas'
  | 'Apto para niños'
  | 'Equipo incluido'
  | 'Entradas incluidas';

export interface DemoActivity {
  title: string;
  supplier: 'aliado' | 'aliado2';
  /** 1 active (default) or 0 pending approval. */
  status?: 0 | 1;
  category: Category;
  destination: number;
  origin: number;
  /** USD, the 'Adulto' mandatory line. */
  price: string;
  /** USD for 'Niño (3-11)'; omitted when children cannot take part. */
  childPrice?: string;
  /** An optional third line. */
  extra?: { title: string; description: string; price: string; participants: number };
  duration: [number, DurationUnit];
  featured?: boolean;
  tags?: TagName[];
  summary: string;
  intro: string;
  includes: string[];
  /** '¿Qué harás?' steps: [title, description]. */
  highlights: [string, string][];
  unsuitable: string[];
  /** FAQ: [question 12-124, answer 12-512]. */
  faq: [string, string][];
  attributes: Partial<Record<Attribute, boolean>>;
  /** Three or four pictures, the first is the cover. */
  scenes: SceneKey[];
  departure: string;
  /** Time slots per date: [starts, ends] 'HH:MM:SS'. */
  slots: [string, string][];
  cancelBefore?: number;
  bookBefore?: number;
}

const H = DurationUnit.Hours;
const D = DurationUnit.Days;

export const DEMO_ACTIVITIES: DemoActivity[] = [
  // ——— Caracas ———
  {
    title: 'Caminata al Pico Oriental del Ávila por Sabas Nieves',
    supplier: 'aliado',
    category: 'Aventura',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '35.00',
    childPrice: '20.00',
    duration: [7, H],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Sube al techo de Caracas por la ruta clásica de Sabas Nieves y contempla el valle y el mar Caribe desde el Pico Oriental.',
    intro:
      'Una caminata exigente pero inolvidable por el <strong>Parque Nacional Waraira Repano</strong>, con guías certificados que conocen cada sendero del Ávila.',
    includes: ['Guía de montaña certificado', 'Hidratación y fruta en la cumbre', 'Seguro de excursionista'],
    highlights: [
      ['Encuentro en Sabas Nieves', 'Nos reunimos en la entrada de Altamira y calentamos antes de subir.'],
      ['Ascenso a No Te Apures', 'Primer descanso con vista a toda la ciudad.'],
      ['Cumbre del Pico Oriental', 'A 2.640 m: el valle de Caracas de un lado y el Caribe del otro.'],
      ['Descenso y despedida', 'Bajamos por el mismo sendero y brindamos con papelón con limón.'],
    ],
    unsuitable: ['Personas con lesiones de rodilla', 'Menores de 10 años'],
    faq: [
      [
        '¿Qué nivel de condición física necesito?',
        'Un nivel medio: son unos 1.700 m de desnivel. Si caminas con frecuencia, lo disfrutarás.',
      ],
      [
        '¿Qué debo llevar para la caminata?',
        'Zapatos de montaña, chaqueta ligera, protector solar, gorra y dos litros de agua.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': false,
    },
    scenes: ['avila', 'caracas', 'andes'],
    departure: 'Puesto de guardaparques de Sabas Nieves, final de la 10.ª transversal de Altamira',
    slots: [['06:30:00', '13:30:00']],
  },
  {
    title: 'Teleférico Warairarepano y pueblo de Galipán',
    supplier: 'aliado',
    category: 'Tours',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '28.00',
    childPrice: '18.00',
    duration: [5, H],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Sube en teleférico a la cima del Ávila, recorre los cultivos de flores de Galipán y prueba sus fresas con crema.',
    intro:
      'Un paseo para toda la familia: el <strong>teleférico</strong> te deja a 2.100 m y desde allí caminamos hasta el pueblo de Galipán.',
    includes: ['Boletos del teleférico ida y vuelta', 'Guía local', 'Degustación de fresas con crema'],
    highlights: [
      ['Estación Maripérez', 'Abordamos las cabinas con vista panorámica de la ciudad.'],
      ['Cima del Warairarepano', 'Mirador del Hotel Humboldt y paseo entre la neblina.'],
      ['Galipán', 'Viveros de flores, artesanía y el famoso pan de Galipán.'],
    ],
    unsuitable: ['Personas con vértigo severo'],
    faq: [
      [
        '¿Qué pasa si el teleférico no funciona ese día?',
        'Subimos en los rústicos 4x4 de Galipán sin costo adicional, o te devolvemos el pago completo.',
      ],
      [
        '¿Hace frío en la cima del Ávila?',
        'Sí, entre 12 y 18 °C. Lleva un abrigo ligero aunque en Caracas haga calor.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Entradas incluidas': true,
    },
    scenes: ['avila', 'caracas', 'cacao', 'colonial'],
    departure: 'Estación Maripérez del teleférico, avenida Boyacá (Cota Mil)',
    slots: [
      ['09:00:00', '14:00:00'],
      ['11:00:00', '16:00:00'],
    ],
  },
  {
    title: 'Paseo por el centro histórico de Caracas',
    supplier: 'aliado',
    category: 'Cultura',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '18.00',
    childPrice: '9.00',
    duration: [3, H],
    featured: true,
    tags: ['featured', 'inexpensive'],
    summary:
      'Recorre a pie la Plaza Bolívar, la Catedral, la Casa Natal del Libertador y el Panteón Nacional con un historiador.',
    intro:
      'Cinco siglos de historia en tres horas: un paseo a pie por el <strong>casco fundacional de Caracas</strong> con anécdotas que no salen en los libros.',
    includes: ['Guía historiador', 'Entradas a la Casa Natal', 'Café en una esquina tradicional'],
    highlights: [
      ['Plaza Bolívar', 'El corazón de la ciudad y sus edificios coloniales y republicanos.'],
      ['Catedral y Casa Amarilla', 'Arte sacro y la antigua cancillería.'],
      ['Casa Natal del Libertador', 'La casa donde nació Simón Bolívar en 1783.'],
      ['Panteón Nacional', 'Cierre con vista del cerro El Ávila.'],
    ],
    unsuitable: ['Personas que no puedan caminar 3 km'],
    faq: [
      [
        '¿El recorrido es seguro?',
        'Sí: vamos en grupo, de día, por calles peatonales y con un guía que conoce la zona.',
      ],
      [
        '¿Hay baños durante el recorrido?',
        'Sí, paramos en la Casa Natal y en el café tradicional a mitad del paseo.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Entradas incluidas': true,
    },
    scenes: ['colonial', 'caracas', 'food'],
    departure: 'Esquina de La Torre, frente a la Catedral de Caracas',
    slots: [
      ['09:00:00', '12:00:00'],
      ['14:00:00', '17:00:00'],
    ],
  },
  {
    title: 'Tarde en El Hatillo: artesanía y dulces criollos',
    supplier: 'aliado',
    category: 'Cultura',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '22.00',
    childPrice: '12.00',
    duration: [4, H],
    tags: ['new'],
    summary:
      'Descubre el pueblo colonial de El Hatillo: casas de colores, tiendas de artesanía y dulcerías de tradición.',
    intro:
      'El Hatillo conserva el encanto de un <strong>pueblo colonial</strong> a veinte minutos de Caracas. Lo recorremos sin prisa, probando dulces criollos.',
    includes: ['Transporte desde Chacao', 'Guía local', 'Degustación de dulces criollos'],
    highlights: [
      ['Plaza Bolívar de El Hatillo', 'La iglesia de Santa Rosalía y sus calles empedradas.'],
      ['Hatillo Shop', 'Artesanía de todo el país en una casona colonial.'],
      ['Dulcería tradicional', 'Dulce de lechosa, besitos de coco y conserva de leche.'],
    ],
    unsuitable: ['Personas con diabetes (la degustación es de dulces)'],
    faq: [
      [
        '¿Puedo comprar artesanía con tarjeta?',
        'La mayoría de las tiendas aceptan pago móvil y tarjetas; lleva algo de efectivo para los puestos pequeños.',
      ],
      [
        '¿Dónde nos recogen para ir a El Hatillo?',
        'En la plaza Francia de Altamira (metro Altamira) a la hora de inicio elegida.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
    },
    scenes: ['colonial', 'food', 'caracas'],
    departure: 'Plaza Francia de Altamira, salida del metro',
    slots: [['14:00:00', '18:00:00']],
  },
  {
    title: 'Ruta gastronómica por Caracas: arepas, cachapas y café',
    supplier: 'aliado',
    category: 'Gastronomía',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '40.00',
    childPrice: '25.00',
    duration: [4, H],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Seis paradas para comer como un caraqueño: arepera de toda la vida, cachapa con queso de mano, tequeños y café de altura.',
    intro:
      'Una <strong>ruta a pie por Los Palos Grandes y La Castellana</strong> para probar lo mejor de la cocina venezolana de la mano de quienes la preparan.',
    includes: ['Seis degustaciones', 'Bebidas (papelón, jugo y café)', 'Guía gastronómico'],
    highlights: [
      ['Arepera tradicional', 'Reina pepiada, pelúa y dominó recién hechas.'],
      ['Cachapa y queso de mano', 'Maíz tierno a la plancha en un puesto familiar.'],
      ['Tequeños y malta', 'El pasapalo venezolano por excelencia.'],
      ['Café de especialidad', 'Cata de cafés de Mérida y Lara.'],
    ],
    unsuitable: ['Personas celíacas', 'Veganos estrictos'],
    faq: [
      [
        '¿Hay opciones vegetarianas en la ruta?',
        'Sí, avísanos al reservar y cambiamos las rellenas de carne por opciones con queso, aguacate o caraotas.',
      ],
      [
        '¿Es suficiente comida como para almorzar?',
        'De sobra: las seis degustaciones equivalen a un almuerzo generoso.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
    },
    scenes: ['food', 'caracas', 'cacao'],
    departure: 'Plaza Los Palos Grandes, frente a la librería',
    slots: [
      ['10:00:00', '14:00:00'],
      ['16:00:00', '20:00:00'],
    ],
  },
  {
    title: 'Taller de chocolate venezolano en Chacao',
    supplier: 'aliado2',
    category: 'Gastronomía',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '32.00',
    childPrice: '20.00',
    extra: {
      title: 'Caja de bombones para llevar',
      description: 'Doce bombones hechos en el taller',
      price: '12.00',
      participants: 0,
    },
    duration: [3, H],
    tags: ['new'],
    summary:
      'Del grano a la tableta: tuesta, descascarilla y templa cacao de Chuao y Ocumare con un maestro chocolatero.',
    intro:
      'Venezuela produce uno de los <strong>mejores cacaos finos de aroma</strong> del mundo. En este taller aprendes a convertirlo en chocolate.',
    includes: ['Materiales e ingredientes', 'Delantal', 'Tableta de 100 g hecha por ti'],
    highlights: [
      ['Historia del cacao', 'De los criollos de Chuao a las haciendas de Barlovento.'],
      ['Tostado y descascarillado', 'Manos a la obra con granos fermentados.'],
      ['Templado y moldeado', 'Creamos tabletas y bombones con toppings locales.'],
    ],
    unsuitable: ['Personas alérgicas a los frutos secos'],
    faq: [
      [
        '¿Puedo ir con niños al taller?',
        'Sí, desde los 6 años y acompañados por un adulto. Les encanta moldear los bombones.',
      ],
      [
        '¿Cuánto chocolate me llevo a casa?',
        'Una tableta de 100 g; puedes añadir la caja de bombones como línea opcional.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['cacao', 'food', 'caracas'],
    departure: 'Calle Elice, Chacao (a dos cuadras del metro Chacao)',
    slots: [
      ['10:00:00', '13:00:00'],
      ['15:00:00', '18:00:00'],
    ],
  },
  {
    title: 'Paseo en bicicleta por Los Próceres y el Jardín Botánico',
    supplier: 'aliado',
    category: 'Aventura',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '25.00',
    childPrice: '15.00',
    duration: [3, H],
    tags: ['inexpensive'],
    summary:
      'Pedalea un domingo por el Paseo Los Próceres, la Ciudad Universitaria (Patrimonio de la Humanidad) y el Jardín Botánico.',
    intro:
      'Un paseo en bicicleta de <strong>15 km en terreno plano</strong>, ideal para conocer la arquitectura de Villanueva y los espacios verdes de la ciudad.',
    includes: ['Bicicleta y casco', 'Guía ciclista', 'Agua y merienda'],
    highlights: [
      ['Paseo Los Próceres', 'Monumentos y fuentes en el gran eje cívico de Caracas.'],
      ['Ciudad Universitaria', 'El Aula Magna y las nubes de Calder desde afuera.'],
      ['Jardín Botánico', 'Palmas, cactus y el estanque de las victorias regias.'],
    ],
    unsuitable: ['Personas que no sepan montar bicicleta'],
    faq: [
      [
        '¿Necesito experiencia en bicicleta?',
        'No: el recorrido es plano y a ritmo de paseo, con paradas frecuentes.',
      ],
      [
        '¿Puedo llevar mi propia bicicleta?',
        'Claro, y el precio es el mismo porque incluye guía, seguro y merienda.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['caracas', 'avila', 'colonial'],
    departure: 'Entrada del Paseo Los Próceres, Santa Mónica',
    slots: [['07:30:00', '10:30:00']],
  },
  // ——— La Guaira ———
  {
    title: 'Día de playa en Los Caracas',
    supplier: 'aliado',
    category: 'Playas',
    destination: LOC.laGuaira,
    origin: LOC.caracas,
    price: '30.00',
    childPrice: '18.00',
    duration: [9, H],
    featured: true,
    tags: ['featured', 'inexpensive'],
    summary:
      'Un día completo en la playa de Los Caracas, con traslado desde Caracas por la carretera de la costa y almuerzo de pescado frito.',
    intro:
      'Los Caracas es una de las <strong>playas más bonitas del litoral central</strong>: aguas tranquilas en la bahía y río de montaña a pocos metros.',
    includes: ['Transporte ida y vuelta', 'Almuerzo de pescado frito con tostones', 'Toldo y sillas'],
    highlights: [
      [
        'Salida desde Caracas',
        'Bajamos por la autopista y seguimos por la costa hasta el final de la carretera.',
      ],
      ['Playa y río', 'Baño en el mar y en la desembocadura del río.'],
      ['Almuerzo costero', 'Pescado frito, ensalada y tostones en una posada local.'],
    ],
    unsuitable: ['Personas que no toleren 2 horas de carretera'],
    faq: [
      [
        '¿Las aguas de Los Caracas son aptas para niños?',
        'En la bahía sí; los salvavidas señalan las zonas seguras y el guía vigila al grupo.',
      ],
      [
        '¿A qué hora regresamos a Caracas?',
        'Salimos de la playa a las 4:30 p. m. para llegar a Caracas antes del anochecer.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
    },
    scenes: ['coast', 'sunset', 'food'],
    departure: 'Plaza Venezuela, frente a la fuente',
    slots: [['07:30:00', '16:30:00']],
  },
  {
    title: 'Macuto colonial y paseo por el malecón',
    supplier: 'aliado',
    category: 'Cultura',
    destination: LOC.laGuaira,
    origin: LOC.laGuaira,
    price: '20.00',
    childPrice: '10.00',
    duration: [4, H],
    tags: ['inexpensive'],
    summary:
      'Camina por el casco colonial de La Guaira y Macuto: la Casa Guipuzcoana, el Castillete de Reverón y el malecón frente al mar.',
    intro:
      'La Guaira fue el <strong>principal puerto de la colonia</strong>. Este paseo une su historia con la brisa del malecón de Macuto.',
    includes: ['Guía local', 'Entradas al Castillete de Armando Reverón', 'Raspado o cepillado'],
    highlights: [
      ['Casa Guipuzcoana', 'Sede de la compañía que controló el comercio del cacao.'],
      ['Castillete de Reverón', 'El taller del pintor de la luz del Caribe.'],
      ['Malecón de Macuto', 'Paseo junto al mar y cepillado de colita.'],
    ],
    unsuitable: ['Personas con movilidad muy reducida'],
    faq: [
      [
        '¿Dónde empieza el paseo por La Guaira?',
        'Frente a la Casa Guipuzcoana, en el casco colonial; hay estacionamiento vigilado al lado.',
      ],
      [
        '¿Puedo bañarme en la playa de Macuto?',
        'Al final hay tiempo libre: la playa de Macuto tiene un balneario con salvavidas.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Entradas incluidas': true,
    },
    scenes: ['colonial', 'coast', 'sunset'],
    departure: 'Casa Guipuzcoana, casco colonial de La Guaira',
    slots: [
      ['09:00:00', '13:00:00'],
      ['14:00:00', '18:00:00'],
    ],
  },
  {
    title: 'Clase de surf en Naiguatá para principiantes',
    supplier: 'aliado',
    category: 'Aventura',
    destination: LOC.laGuaira,
    origin: LOC.laGuaira,
    price: '38.00',
    childPrice: '30.00',
    duration: [3, H],
    featured: true,
    tags: ['featured', 'new'],
    summary:
      'Aprende a ponerte de pie sobre la tabla en Playa Pantaleta (Naiguatá) con instructores certificados y grupos pequeños.',
    intro:
      'Naiguatá es la <strong>cuna del surf venezolano</strong>. Con olas suaves por la mañana, es el lugar ideal para tu primera ola.',
    includes: ['Tabla y licra', 'Instructor certificado (1 por cada 4)', 'Fotos de la clase'],
    highlights: [
      ['Teoría en la arena', 'Seguridad, corrientes y cómo remar.'],
      ['Práctica en el agua', 'Tus primeras olas con el instructor al lado.'],
      ['Sesión libre', 'Media hora para practicar por tu cuenta.'],
    ],
    unsuitable: ['Personas que no sepan nadar', 'Embarazadas'],
    faq: [
      [
        '¿Necesito saber nadar para la clase de surf?',
        'Sí, es imprescindible nadar con soltura; la clase es en el mar aunque sea en la orilla.',
      ],
      [
        '¿Desde qué edad se puede tomar la clase?',
        'Desde los 8 años; los niños usan tablas más blandas y reciben atención individual.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['sunset', 'coast', 'margarita'],
    departure: 'Playa Pantaleta, Naiguatá (frente al puesto de salvavidas)',
    slots: [
      ['07:00:00', '10:00:00'],
      ['10:30:00', '13:30:00'],
    ],
  },
  {
    title: 'Lancha a Chichiriviche de la Costa y snorkel',
    supplier: 'aliado',
    category: 'Playas',
    destination: LOC.laGuaira,
    origin: LOC.laGuaira,
    price: '55.00',
    childPrice: '35.00',
    duration: [8, H],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Navega desde Puerto Viejo hasta la bahía de Chichiriviche de la Costa, haz snorkel entre corales y almuerza frente al mar.',
    intro:
      'Solo se llega por mar o por un largo camino de montaña: <strong>Chichiriviche de la Costa</strong> es un pueblo de pescadores con arrecifes intactos.',
    includes: ['Lancha ida y vuelta', 'Equipo de snorkel', 'Almuerzo de pescado', 'Chaleco salvavidas'],
    highlights: [
      ['Zarpe desde Puerto Viejo', 'Una hora de navegación bordeando la costa montañosa.'],
      ['Snorkel en el arrecife', 'Peces loro, corales cerebro y, con suerte, tortugas.'],
      ['Almuerzo en el pueblo', 'Pescado del día preparado por los pescadores.'],
    ],
    unsuitable: ['Personas que se mareen en lancha', 'Embarazadas'],
    faq: [
      [
        '¿Qué pasa si hay mal tiempo el día de la salida?',
        'Si la capitanía no autoriza el zarpe, reprogramamos la fecha o devolvemos el pago completo.',
      ],
      [
        '¿Necesito experiencia para hacer snorkel?',
        'No: te damos una inducción y el guía acompaña al grupo con flotadores.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['coast', 'roques', 'sunset', 'food'],
    departure: 'Muelle de Puerto Viejo, Catia La Mar',
    slots: [['08:00:00', '16:00:00']],
  },
  {
    title: 'Puerto Cruz: playa y río en la costa de La Guaira',
    supplier: 'aliado',
    category: 'Playas',
    destination: LOC.laGuaira,
    origin: LOC.caracas,
    price: '33.00',
    childPrice: '20.00',
    duration: [9, H],
    tags: ['recommended'],
    summary:
      'Una playa de arena dorada donde el río baja de la montaña: pasa el día entre el mar y las pozas de agua dulce de Puerto Cruz.',
    intro:
      'Al oeste de La Guaira, <strong>Puerto Cruz</strong> combina oleaje, palmeras y un río de aguas frescas ideal para los niños.',
    includes: ['Transporte desde Caracas', 'Almuerzo criollo', 'Guía y botiquín'],
    highlights: [
      ['Carretera de la costa', 'Paradas en miradores sobre el mar.'],
      ['Playa y pozas', 'Tiempo libre entre el mar y el río.'],
      ['Almuerzo criollo', 'Pabellón con barandas o pescado, según prefieras.'],
    ],
    unsuitable: ['Personas que no toleren curvas en carretera'],
    faq: [
      [
        '¿El mar de Puerto Cruz es tranquilo?',
        'Tiene oleaje moderado; el río es la mejor opción para los niños y quien no nade bien.',
      ],
      [
        '¿Hay baños y duchas en la playa?',
        'Sí, en la posada donde almorzamos hay baños y duchas de agua dulce.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
    },
    scenes: ['coast', 'avila', 'margarita'],
    departure: 'Plaza Venezuela, frente a la fuente',
    slots: [['07:00:00', '16:00:00']],
  },
  {
    title: 'Osma: cascada y playa escondida',
    supplier: 'aliado',
    category: 'Naturaleza',
    destination: LOC.laGuaira,
    origin: LOC.laGuaira,
    price: '27.00',
    childPrice: '15.00',
    duration: [6, H],
    tags: ['new', 'inexpensive'],
    summary:
      'Camina río arriba desde la playa de Osma hasta una cascada entre la selva nublada y regresa a bañarte en el mar.',
    intro:
      'Osma es un pueblo tranquilo de la costa oriental de La Guaira. Su <strong>río de aguas cristalinas</strong> forma cascadas a una hora de camino.',
    includes: ['Guía de naturaleza', 'Merienda y agua', 'Seguro'],
    highlights: [
      ['Playa de Osma', 'Punto de encuentro y explicación de la ruta.'],
      ['Sendero del río', 'Cruzamos el río varias veces entre bambúes y cacaotales.'],
      ['La cascada', 'Baño en la poza bajo la caída de agua.'],
      ['Regreso al mar', 'Tarde libre en la playa.'],
    ],
    unsuitable: ['Personas con problemas de equilibrio'],
    faq: [
      [
        '¿La caminata a la cascada es difícil?',
        'Es moderada: una hora de ida con piedras resbaladizas. Usa sandalias de río o zapatos de agua.',
      ],
      [
        '¿Hay señal de teléfono en Osma?',
        'Muy poca. El guía lleva radio y un teléfono satelital para emergencias.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': false,
    },
    scenes: ['coast', 'cacao', 'avila'],
    departure: 'Plaza de Osma, frente a la iglesia',
    slots: [['08:00:00', '14:00:00']],
  },
  // ——— Mérida ———
  {
    title: 'Teleférico Mukumbarí hasta el Pico Espejo',
    supplier: 'aliado',
    category: 'Tours',
    destination: LOC.merida,
    origin: LOC.merida,
    price: '45.00',
    childPrice: '30.00',
    duration: [6, H],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Sube en el teleférico más alto y largo del mundo desde Mérida hasta los 4.765 m del Pico Espejo, frente al Pico Bolívar.',
    intro:
      'El <strong>Mukumbarí</strong> recorre 12,5 km en cuatro tramos, desde la ciudad hasta los glaciares de la Sierra Nevada.',
    includes: ['Boletos del teleférico', 'Guía de montaña', 'Chocolate caliente en Loma Redonda'],
    highlights: [
      ['Estación Barinitas', 'Charla de aclimatación antes de subir.'],
      ['Loma Redonda', 'Paramos a 4.045 m entre frailejones.'],
      ['Pico Espejo', 'Vista del Pico Bolívar y la laguna de Timoncito.'],
    ],
    unsuitable: ['Personas con problemas cardíacos', 'Embarazadas', 'Menores de 5 años'],
    faq: [
      [
        '¿Puedo sufrir mal de altura en el Pico Espejo?',
        'Es posible. Subimos por etapas, hidratados, y el guía lleva oxígeno por si acaso.',
      ],
      [
        '¿Qué ropa debo llevar a Pico Espejo?',
        'Ropa térmica, chaqueta impermeable, guantes y gorro: arriba puede haber 0 °C.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Entradas incluidas': true,
    },
    scenes: ['andes', 'avila', 'colonial'],
    departure: 'Estación Barinitas del Mukumbarí, plaza Las Heroínas, Mérida',
    slots: [
      ['07:30:00', '13:30:00'],
      ['09:00:00', '15:00:00'],
    ],
  },
  {
    title: 'Vuelo en parapente sobre el valle de Las Gonzáles',
    supplier: 'aliado',
    category: 'Aventura',
    destination: LOC.merida,
    origin: LOC.merida,
    price: '70.00',
    duration: [2, H],
    featured: true,
    tags: ['featured'],
    summary:
      'Vuela en parapente biplaza con un piloto certificado sobre el cañón del Chama, uno de los mejores sitios de vuelo de los Andes.',
    intro:
      'Despegamos desde <strong>Las Gonzáles</strong> y planeamos 20 minutos sobre un paisaje de cañones, cultivos y montañas.',
    includes: ['Vuelo biplaza de 20 minutos', 'Equipo completo', 'Video del vuelo', 'Traslado al despegue'],
    highlights: [
      ['Traslado al despegue', 'Subimos en 4x4 desde Mérida.'],
      ['Vuelo biplaza', 'Veinte minutos de vuelo con el piloto.'],
      ['Aterrizaje y video', 'Te llevas el video en tu teléfono.'],
    ],
    unsuitable: ['Personas de más de 110 kg', 'Menores de 12 años', 'Personas con problemas de espalda'],
    faq: [
      [
        '¿Necesito experiencia previa para volar en parapente?',
        'No, vuelas en biplaza con un piloto certificado que controla todo el vuelo.',
      ],
      [
        '¿Qué pasa si hay mucho viento el día del vuelo?',
        'El piloto decide por seguridad; si no se puede volar, reprogramamos o devolvemos el pago.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': false,
      'Equipo incluido': true,
    },
    scenes: ['andes', 'sunset', 'avila'],
    departure: 'Plaza Las Heroínas, Mérida',
    slots: [
      ['08:00:00', '10:00:00'],
      ['10:30:00', '12:30:00'],
    ],
  },
  {
    title: 'Páramo merideño: Laguna de Mucubají y Pico El Águila',
    supplier: 'aliado',
    category: 'Naturaleza',
    destination: LOC.merida,
    origin: LOC.merida,
    price: '50.00',
    childPrice: '30.00',
    duration: [10, H],
    tags: ['recommended'],
    summary:
      'Recorre la carretera trasandina entre frailejones, visita la Laguna de Mucubají y sube al paso más alto de Venezuela en carro.',
    intro:
      'Un día por el <strong>páramo andino</strong>: pueblos de piedra, truchas, lagunas glaciares y el cóndor del Pico El Águila.',
    includes: ['Transporte 4x4', 'Almuerzo de trucha', 'Entradas al parque', 'Guía naturalista'],
    highlights: [
      ['Mucuchíes y San Rafael', 'La capilla de piedra de Juan Félix Sánchez.'],
      ['Laguna de Mucubají', 'Caminata corta hasta la laguna y sus frailejones.'],
      ['Pico El Águila', 'A 4.118 m, el paso de carretera más alto del país.'],
    ],
    unsuitable: ['Personas con problemas cardíacos'],
    faq: [
      ['¿Cuánto frío hace en el páramo?', 'Entre 4 y 12 °C durante el día; lleva abrigo, gorro y guantes.'],
      [
        '¿Hay opción de almuerzo sin trucha?',
        'Sí, avísanos al reservar: ofrecemos pollo o un plato vegetariano andino.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
      'Entradas incluidas': true,
    },
    scenes: ['andes', 'colonial', 'avila'],
    departure: 'Plaza Bolívar de Mérida',
    slots: [['07:00:00', '17:00:00']],
  },
  // ——— Los Roques ———
  {
    title: 'Full day en Los Roques: Francisquí y Madrizquí',
    supplier: 'aliado2',
    category: 'Playas',
    destination: LOC.losRoques,
    origin: LOC.laGuaira,
    price: '280.00',
    childPrice: '220.00',
    duration: [1, D],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Vuelo desde Maiquetía al archipiélago de Los Roques, lancha a los cayos Francisquí y Madrizquí, snorkel y almuerzo a bordo.',
    intro:
      'El <strong>Parque Nacional Archipiélago Los Roques</strong> es el Caribe de postal: agua turquesa, arena blanca y arrecifes.',
    includes: [
      'Vuelo ida y vuelta',
      'Impuesto de entrada al parque',
      'Lancha a los cayos',
      'Almuerzo y bebidas',
    ],
    highlights: [
      ['Vuelo a Gran Roque', 'Cuarenta minutos de vuelo con vista del archipiélago.'],
      ['Cayo Francisquí', 'La piscina natural y el snorkel en el arrecife.'],
      ['Madrizquí', 'Arena blanca y almuerzo a la sombra.'],
      ['Regreso', 'Vuelo de vuelta a Maiquetía al atardecer.'],
    ],
    unsuitable: ['Personas que se mareen en lancha'],
    faq: [
      [
        '¿Cuánto equipaje puedo llevar en el vuelo a Los Roques?',
        'Diez kilos por persona en bolso blando: las avionetas tienen poco espacio.',
      ],
      [
        '¿El impuesto del parque nacional está incluido?',
        'Sí, el precio incluye el impuesto de entrada al parque para visitantes nacionales y extranjeros.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['roques', 'morrocoy', 'margarita', 'sunset'],
    departure: 'Terminal nacional del Aeropuerto de Maiquetía',
    slots: [['06:00:00', '18:00:00']],
    cancelBefore: 72,
    bookBefore: 48,
  },
  {
    title: 'Kitesurf en Los Roques: curso de iniciación',
    supplier: 'aliado2',
    status: 0,
    category: 'Aventura',
    destination: LOC.losRoques,
    origin: LOC.losRoques,
    price: '150.00',
    duration: [4, H],
    tags: ['new'],
    summary:
      'Curso de iniciación al kitesurf en la laguna de Francisquí, con viento constante y agua poco profunda.',
    intro:
      'Los vientos alisios de Los Roques hacen de su laguna un <strong>lugar perfecto para aprender kitesurf</strong>.',
    includes: ['Equipo de kitesurf', 'Instructor IKO', 'Lancha de apoyo'],
    highlights: [
      ['Teoría y seguridad', 'El viento, la cometa y las señales.'],
      ['Control de la cometa', 'Practicamos en la arena.'],
      ['Body drag', 'Tus primeros metros en el agua.'],
    ],
    unsuitable: ['Personas que no sepan nadar', 'Menores de 14 años'],
    faq: [
      [
        '¿Cuántas clases necesito para navegar solo?',
        'Suelen hacer falta tres o cuatro sesiones; este curso es la primera.',
      ],
      [
        '¿El curso incluye el vuelo a Los Roques?',
        'No: el curso es para quienes ya están en Gran Roque. Combínalo con nuestro full day.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': false,
      'Equipo incluido': true,
    },
    scenes: ['roques', 'sunset', 'morrocoy'],
    departure: 'Muelle de Gran Roque',
    slots: [['09:00:00', '13:00:00']],
  },
  // ——— Morrocoy ———
  {
    title: 'Cayos de Morrocoy: Cayo Sombrero y Playuela',
    supplier: 'aliado2',
    category: 'Playas',
    destination: LOC.morrocoy,
    origin: LOC.morrocoy,
    price: '40.00',
    childPrice: '25.00',
    duration: [7, H],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Lancha desde Tucacas a Cayo Sombrero y Playuela, con snorkel en los arrecifes y almuerzo en la arena.',
    intro:
      'El <strong>Parque Nacional Morrocoy</strong> reúne decenas de cayos de arena blanca a pocos minutos de la costa de Falcón.',
    includes: ['Lancha ida y vuelta', 'Toldo y sillas', 'Almuerzo', 'Equipo de snorkel'],
    highlights: [
      ['Zarpe desde Tucacas', 'Navegamos entre manglares hacia mar abierto.'],
      ['Cayo Sombrero', 'Palmeras, arena blanca y snorkel.'],
      ['Playuela', 'Aguas tranquilas para el baño de la tarde.'],
    ],
    unsuitable: ['Personas que se mareen en lancha'],
    faq: [
      [
        '¿Dónde se toma la lancha para los cayos?',
        'En el embarcadero de Tucacas, junto al puente de entrada al parque.',
      ],
      [
        '¿Se puede comprar comida en Cayo Sombrero?',
        'Hay algunos puestos, pero el almuerzo ya está incluido y lo servimos bajo el toldo.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['morrocoy', 'roques', 'coast'],
    departure: 'Embarcadero de Tucacas, Falcón',
    slots: [['08:00:00', '15:00:00']],
  },
  {
    title: 'Kayak entre los manglares de Morrocoy',
    supplier: 'aliado2',
    category: 'Naturaleza',
    destination: LOC.morrocoy,
    origin: LOC.morrocoy,
    price: '28.00',
    childPrice: '18.00',
    duration: [3, H],
    tags: ['inexpensive', 'new'],
    summary:
      'Rema en kayak por los canales de manglar de Morrocoy, observa garzas, flamencos y estrellas de mar en aguas poco profundas.',
    intro:
      'Los <strong>manglares de Morrocoy</strong> son una guardería de vida marina. Los recorremos en silencio, a golpe de remo.',
    includes: ['Kayak doble', 'Chaleco salvavidas', 'Guía naturalista', 'Agua y fruta'],
    highlights: [
      ['Inducción de remo', 'Técnica básica y seguridad antes de salir.'],
      ['Túneles de manglar', 'Canales estrechos bajo las raíces.'],
      ['Bahía de las estrellas', 'Estrellas de mar en el fondo arenoso.'],
    ],
    unsuitable: ['Menores de 6 años'],
    faq: [
      [
        '¿Los kayaks son individuales o dobles?',
        'Son dobles y muy estables; si vas solo, remas con el guía o con otro participante.',
      ],
      [
        '¿Veremos flamencos durante el recorrido?',
        'Entre noviembre y abril es muy frecuente; el resto del año vemos garzas y pelícanos.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['morrocoy', 'cacao', 'sunset'],
    departure: 'Embarcadero de Tucacas, Falcón',
    slots: [
      ['07:00:00', '10:00:00'],
      ['15:00:00', '18:00:00'],
    ],
  },
  // ——— Canaima ———
  {
    title: 'Salto Ángel en curiara: expedición de 3 días',
    supplier: 'aliado2',
    category: 'Aventura',
    destination: LOC.canaima,
    origin: LOC.canaima,
    price: '650.00',
    childPrice: '520.00',
    duration: [3, D],
    featured: true,
    tags: ['featured', 'recommended'],
    summary:
      'Remonta los ríos Carrao y Churún en curiara hasta el pie del Salto Ángel, la cascada más alta del mundo, y duerme en hamaca frente a ella.',
    intro:
      'Una expedición al corazón del <strong>Parque Nacional Canaima</strong>, Patrimonio de la Humanidad, con guías pemones.',
    includes: [
      'Curiara con motorista pemón',
      'Todas las comidas',
      'Hamacas y mosquiteros',
      'Entradas al parque',
    ],
    highlights: [
      ['Laguna de Canaima', 'Los saltos Hacha, Ucaima y Golondrina.'],
      ['Río arriba', 'Cuatro horas de curiara entre tepuyes.'],
      ['Mirador Laime', 'Caminata hasta la base del Salto Ángel (979 m).'],
      ['Noche en la selva', 'Campamento con hamacas en la Isla Ratoncito.'],
      ['Sapo y regreso', 'Caminamos detrás de la cortina de agua del salto Sapo.'],
    ],
    unsuitable: ['Menores de 7 años', 'Personas con movilidad reducida'],
    faq: [
      [
        '¿En qué época del año se puede llegar en curiara al Salto Ángel?',
        'De junio a diciembre, cuando el río tiene caudal suficiente. En temporada seca hacemos el sobrevuelo.',
      ],
      [
        '¿El vuelo hasta Canaima está incluido?',
        'No: el precio empieza en el aeropuerto de Canaima. Te ayudamos a reservar el vuelo desde Puerto Ordaz.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': false,
      'Entradas incluidas': true,
    },
    scenes: ['canaima', 'andes', 'cacao'],
    departure: 'Aeropuerto de Canaima, Bolívar',
    slots: [['07:00:00', '17:00:00']],
    cancelBefore: 168,
    bookBefore: 72,
  },
  {
    title: 'Sobrevuelo del Salto Ángel y laguna de Canaima',
    supplier: 'aliado2',
    category: 'Naturaleza',
    destination: LOC.canaima,
    origin: LOC.canaima,
    price: '180.00',
    childPrice: '150.00',
    duration: [5, H],
    tags: ['recommended'],
    summary:
      'Sobrevuela el Auyantepui y el Salto Ángel en avioneta y recorre en curiara la laguna de Canaima y sus saltos.',
    intro:
      'La forma más rápida de ver el <strong>Salto Ángel</strong> en cualquier época del año, completada con un paseo por la laguna.',
    includes: ['Sobrevuelo de 45 minutos', 'Paseo en curiara', 'Almuerzo', 'Entradas al parque'],
    highlights: [
      ['Despegue desde Canaima', 'Briefing del piloto y asignación de asientos.'],
      ['Auyantepui', 'Vuelo junto a las paredes del tepuy.'],
      ['Salto Ángel', 'Dos pasadas frente a la caída de agua.'],
      ['Laguna de Canaima', 'Curiara hasta el salto Sapo.'],
    ],
    unsuitable: ['Personas con miedo a volar en avioneta'],
    faq: [
      [
        '¿Se ve siempre el Salto Ángel desde la avioneta?',
        'Depende de las nubes; volamos temprano para tener la mejor visibilidad y, si está cubierto, repetimos al día siguiente.',
      ],
      ['¿Cuántos pasajeros lleva la avioneta?', 'Entre cuatro y cinco pasajeros, todos con ventanilla.'],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
      'Entradas incluidas': true,
    },
    scenes: ['canaima', 'sunset', 'morrocoy'],
    departure: 'Aeropuerto de Canaima, Bolívar',
    slots: [
      ['07:00:00', '12:00:00'],
      ['10:00:00', '15:00:00'],
    ],
  },
  // ——— Margarita ———
  {
    title: 'Catamarán a la isla de Coche y Cubagua',
    supplier: 'aliado2',
    category: 'Playas',
    destination: LOC.margarita,
    origin: LOC.margarita,
    price: '65.00',
    childPrice: '40.00',
    duration: [8, H],
    featured: true,
    tags: ['featured'],
    summary:
      'Navega en catamarán desde Margarita a la isla de Coche, haz snorkel en Cubagua y vuelve con el atardecer a bordo.',
    intro:
      'Un día en el mar de <strong>Nueva Esparta</strong>: las playas de Coche y las ruinas de Nueva Cádiz, la primera ciudad de Sudamérica.',
    includes: ['Catamarán con barra libre', 'Almuerzo buffet', 'Equipo de snorkel', 'Música a bordo'],
    highlights: [
      ['Zarpe desde El Yaque', 'Desayuno ligero a bordo.'],
      ['Playa La Punta, Coche', 'Arena blanca y aguas tranquilas.'],
      ['Cubagua', 'Snorkel y visita a las ruinas de Nueva Cádiz.'],
      ['Atardecer', 'Regreso navegando a vela.'],
    ],
    unsuitable: ['Personas que se mareen en barco'],
    faq: [
      [
        '¿Qué incluye la barra libre del catamarán?',
        'Refrescos, jugos, agua, cerveza nacional y cócteles de ron durante todo el día.',
      ],
      [
        '¿Dónde embarcamos para el catamarán?',
        'En el muelle de El Yaque; desde Porlamar te recomendamos salir con 45 minutos de margen.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['margarita', 'roques', 'sunset'],
    departure: 'Muelle de El Yaque, Isla de Margarita',
    slots: [['08:30:00', '16:30:00']],
  },
  {
    title: 'Laguna de La Restinga en peñero',
    supplier: 'aliado2',
    category: 'Naturaleza',
    destination: LOC.margarita,
    origin: LOC.margarita,
    price: '24.00',
    childPrice: '12.00',
    duration: [3, H],
    tags: ['inexpensive'],
    summary:
      'Recorre en peñero los canales de manglar de La Restinga, conoce los ostrales y termina en una playa de conchas de 22 km.',
    intro:
      'El <strong>Parque Nacional Laguna de La Restinga</strong> une las dos mitades de Margarita con un laberinto de manglares.',
    includes: ['Paseo en peñero', 'Guía local', 'Ostras frescas para probar'],
    highlights: [
      ['Embarcadero de La Restinga', 'Nos recibe el peñero de la cooperativa local.'],
      ['Túneles de manglar', 'Los canales con nombre de calle: el Amor, las Cuatro Bocas.'],
      ['Playa La Restinga', 'Caminata por la playa de conchas y pescado frito opcional.'],
    ],
    unsuitable: ['Personas alérgicas a los mariscos (si prueban las ostras)'],
    faq: [
      [
        '¿El paseo en peñero tiene sombra?',
        'Sí, los peñeros tienen toldo; igual lleva protector solar y gorra.',
      ],
      [
        '¿Cuánto dura el recorrido por los canales?',
        'Unos 45 minutos de navegación y una hora y media libre en la playa.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
    },
    scenes: ['margarita', 'morrocoy', 'coast'],
    departure: 'Embarcadero de La Restinga, Isla de Margarita',
    slots: [
      ['09:00:00', '12:00:00'],
      ['13:00:00', '16:00:00'],
    ],
  },
  // ——— Choroní ———
  {
    title: 'Cacao de Choroní y tarde en Playa Grande',
    supplier: 'aliado',
    category: 'Gastronomía',
    destination: LOC.choroni,
    origin: LOC.choroni,
    price: '36.00',
    childPrice: '20.00',
    duration: [6, H],
    featured: true,
    tags: ['featured', 'new'],
    summary:
      'Visita una hacienda de cacao centenaria en Choroní, prueba chocolate de origen y cierra el día en Playa Grande con tambores.',
    intro:
      'Choroní es famoso por su <strong>cacao criollo</strong> y por los tambores de San Juan. Conocerás ambos en un solo día.',
    includes: [
      'Visita guiada a la hacienda',
      'Cata de chocolate',
      'Almuerzo de pescado',
      'Traslado a Playa Grande',
    ],
    highlights: [
      ['Hacienda de cacao', 'Del árbol a la fermentación y el secado al sol.'],
      ['Cata de chocolate', 'Tabletas de 50 % a 100 % de cacao.'],
      ['Pueblo de Choroní', 'Casas coloniales y la iglesia de Santa Clara.'],
      ['Playa Grande', 'Baño en el mar y tambores al atardecer (fines de semana).'],
    ],
    unsuitable: ['Personas que no toleren curvas en carretera'],
    faq: [
      [
        '¿Cómo se llega a Choroní?',
        'Por la carretera de montaña desde Maracay, unas dos horas. Podemos recomendarte transporte.',
      ],
      [
        '¿Se puede comprar cacao en la hacienda?',
        'Sí, venden chocolate, nibs y cacao en polvo directamente del productor.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
    },
    scenes: ['cacao', 'coast', 'colonial', 'food'],
    departure: 'Plaza de Choroní, frente a la iglesia de Santa Clara',
    slots: [['09:00:00', '15:00:00']],
  },
  {
    title: 'Travesía del Henri Pittier: de Maracay a Choroní a pie',
    supplier: 'aliado',
    status: 0,
    category: 'Aventura',
    destination: LOC.choroni,
    origin: LOC.choroni,
    price: '60.00',
    duration: [2, D],
    tags: ['new'],
    summary:
      'Cruza a pie el Parque Nacional Henri Pittier por el antiguo camino real, de la selva nublada al mar Caribe en dos días.',
    intro:
      'El <strong>Henri Pittier</strong> es el parque nacional más antiguo de Venezuela. Esta travesía une montaña y playa.',
    includes: ['Guía de montaña', 'Comidas en ruta', 'Noche en posada de montaña', 'Traslado de equipaje'],
    highlights: [
      ['Camino real', 'Subida por el antiguo camino de los arrieros.'],
      ['Selva nublada', 'Aves, orquídeas y helechos gigantes.'],
      ['Noche en la montaña', 'Posada familiar en Uraca.'],
      ['Llegada al mar', 'Descenso hasta Choroní y baño en Playa Grande.'],
    ],
    unsuitable: ['Menores de 14 años', 'Personas con lesiones de rodilla'],
    faq: [
      [
        '¿Cuántos kilómetros se caminan en la travesía?',
        'Unos 28 km en dos días, con un desnivel acumulado de 1.400 m.',
      ],
      [
        '¿Tengo que cargar mi equipaje durante la travesía?',
        'Solo un morral de día: el equipaje grande lo llevamos en carro hasta la posada.',
      ],
    ],
    attributes: {
      'Transporte incluido': false,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': false,
    },
    scenes: ['cacao', 'avila', 'coast'],
    departure: 'Puesto de guardaparques de El Limón, Maracay',
    slots: [['06:00:00', '18:00:00']],
  },
  // ——— Colonia Tovar ———
  {
    title: 'Colonia Tovar: pueblo alemán y fresas con crema',
    supplier: 'aliado',
    category: 'Tours',
    destination: LOC.coloniaTovar,
    origin: LOC.caracas,
    price: '35.00',
    childPrice: '22.00',
    duration: [8, H],
    featured: true,
    tags: ['featured'],
    summary:
      'Excursión desde Caracas al pueblo fundado por colonos alemanes en 1843: arquitectura de entramado, salchichas y fresas.',
    intro:
      'A 2.000 m de altura, la <strong>Colonia Tovar</strong> parece un pueblo de la Selva Negra en plena cordillera de la Costa.',
    includes: ['Transporte desde Caracas', 'Guía', 'Almuerzo típico alemán', 'Fresas con crema'],
    highlights: [
      ['Carretera de El Junquito', 'Paradas para probar cachapas y chicharrón.'],
      ['Casco histórico', 'La iglesia de San Martín de Tours y el museo.'],
      ['Almuerzo alemán', 'Salchichas, chucrut y cerveza artesanal.'],
      ['Mercado de fresas', 'Fresas con crema y dulces de la montaña.'],
    ],
    unsuitable: ['Personas que se mareen en carretera de montaña'],
    faq: [
      [
        '¿Cuánto se tarda en llegar a la Colonia Tovar?',
        'Alrededor de hora y media desde Caracas por El Junquito, según el tráfico.',
      ],
      [
        '¿Hay opción de almuerzo sin carne de cerdo?',
        'Sí, el restaurante ofrece trucha o pollo; indícalo al reservar.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': true,
      'Apto para niños': true,
    },
    scenes: ['colonial', 'andes', 'food'],
    departure: 'Plaza Venezuela, frente a la fuente',
    slots: [['08:00:00', '16:00:00']],
  },
  {
    title: 'Noche de observación de estrellas en Galipán',
    supplier: 'aliado2',
    category: 'Naturaleza',
    destination: LOC.caracas,
    origin: LOC.caracas,
    price: '42.00',
    childPrice: '28.00',
    duration: [5, H],
    tags: ['new', 'recommended'],
    summary:
      'Sube en 4x4 a Galipán al caer la tarde y observa planetas y constelaciones con telescopios y un astrónomo aficionado.',
    intro:
      'Lejos de las luces de la ciudad, el <strong>cielo del Ávila</strong> muestra la Vía Láctea, Júpiter y Saturno en noches despejadas.',
    includes: ['Traslado en 4x4', 'Telescopios', 'Chocolate caliente y pan de Galipán', 'Mantas'],
    highlights: [
      ['Subida al atardecer', 'Vemos caer el sol sobre el Caribe desde el camino.'],
      ['Charla del cielo', 'Cómo orientarse con las estrellas del trópico.'],
      ['Telescopios', 'Planetas, la Luna y cúmulos estelares.'],
    ],
    unsuitable: ['Menores de 6 años'],
    faq: [
      [
        '¿Qué pasa si la noche está nublada?',
        'Si está totalmente cubierto, cambiamos la fecha sin costo o devolvemos el pago.',
      ],
      [
        '¿Hace frío por la noche en Galipán?',
        'Bastante: unos 12 °C. Lleva abrigo; nosotros ponemos mantas y chocolate caliente.',
      ],
    ],
    attributes: {
      'Transporte incluido': true,
      'Guía en español': true,
      'Comidas incluidas': false,
      'Apto para niños': true,
      'Equipo incluido': true,
    },
    scenes: ['sunset', 'avila', 'caracas'],
    departure: 'Estacionamiento de San Bernardino, frente al Hotel Ávila',
    slots: [['17:30:00', '22:30:00']],
  },
];

/** Review texts for the demo customers (rating 3–5). */
export const REVIEW_TEXTS: { rating: number; title: string; message: string }[] = [
  {
    rating: 5,
    title: '¡Una experiencia increíble!',
    message: 'Todo muy bien organizado, el guía fue puntual y muy amable. Lo recomiendo sin dudar.',
  },
  {
    rating: 4,
    title: 'Muy bonito, volvería',
    message: 'Los paisajes son espectaculares. Solo faltó un poco más de tiempo libre al final.',
  },
  {
    rating: 5,
    title: 'Superó mis expectativas',
    message: 'Fuimos en familia y los niños lo disfrutaron muchísimo. Excelente atención.',
  },
  {
    rating: 3,
    title: 'Bien, pero mejorable',
    message: 'La actividad vale la pena, aunque salimos con media hora de retraso.',
  },
  {
    rating: 4,
    title: 'Buena relación calidad-precio',
    message: 'Lo que ofrecen se cumple. La comida estuvo muy sabrosa y el grupo era pequeño.',
  },
  {
    rating: 5,
    title: 'Lo mejor de mi viaje',
    message: 'El guía sabía muchísimo y nos contó historias de cada lugar. ¡Gracias!',
  },
];
