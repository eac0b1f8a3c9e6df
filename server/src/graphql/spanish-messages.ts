/**
 * graphql-js writes its own refusals (a document that does not match the schema, a variable of the wrong type, an
 * enum value that does not exist) in English; every message a caller reads is Spanish, so they are translated here,
 * once, in the error formatter of both doors. The patterns follow graphql 16's wording; a message none of them knows
 * keeps its detail after a Spanish lead-in. Schema details stay hidden: no list of valid values is ever added.
 */

type Rule = [pattern: RegExp, spanish: (...groups: string[]) => string];

const q = (name: string) => `"${name}"`;

const RULES: Rule[] = [
  [
    /^Variable "\$(\w+)" got invalid value (.*?)(?: at "([^"]+)")?; ([\s\S]*)$/,
    (name, value, at, inner) =>
      `La variable "$${name}" tiene un valor no válido${at ? ` en ${q(at)}` : ''}: ${translateGraphqlMessage(inner!)}`,
  ],
  [
    /^Value "(.*)" does not exist in "(\w+)" enum\.$/,
    (value, type) => `"${value}" no es un valor de ${type}.`,
  ],
  [
    /^Enum "(\w+)" cannot represent non-(?:enum|string) value: ([\s\S]*)\.$/,
    (type, value) => `${value} no es un valor de ${type}.`,
  ],
  [/^Expected type "(\w+)" to be an object\.$/, (type) => `Se esperaba un objeto ${type}.`],
  [
    /^Expected type "(\w+)"\.\s*([\s\S]*)$/,
    (type, detail) => `Se esperaba un valor de tipo ${type}. ${detail}`.trim(),
  ],
  [
    /^Field "([\w.]+)" of required type "(.+)" was not provided\.$/,
    (field, type) => `Falta el campo obligatorio ${q(field)} (${type}).`,
  ],
  [
    /^Field "(\w+)" is not defined by type "(\w+)"\.$/,
    (field, type) => `${type} no tiene el campo ${q(field)}.`,
  ],
  [/^Field "([\w.]+)" must be non-null\.$/, (field) => `El campo ${q(field)} no puede ser nulo.`],
  [
    /^Int cannot represent non-integer value: ([\s\S]*)$/,
    (value) => `Se esperaba un número entero, no ${value}.`,
  ],
  [
    /^Int cannot represent non 32-bit signed integer value: ([\s\S]*)$/,
    (value) => `${value} está fuera del rango de los números enteros.`,
  ],
  [/^Float cannot represent non numeric value: ([\s\S]*)$/, (value) => `Se esperaba un número, no ${value}.`],
  [
    /^String cannot represent a non string value: ([\s\S]*)$/,
    (value) => `Se esperaba un texto, no ${value}.`,
  ],
  [
    /^Boolean cannot represent a non boolean value: ([\s\S]*)$/,
    (value) => `Se esperaba verdadero o falso, no ${value}.`,
  ],
  [/^ID cannot represent value: ([\s\S]*)$/, (value) => `Se esperaba un identificador, no ${value}.`],
  [
    /^Expected value of type "(.+)", found ([\s\S]*?)(?:; ([\s\S]*))?$/,
    (type, value, inner) =>
      inner
        ? translateGraphqlMessage(inner)
        : `Se esperaba un valor de tipo ${type}, no ${value.replace(/\.$/, '')}.`,
  ],
  [
    /^Variable "\$(\w+)" of required type "(.+)" was not provided\.$/,
    (name, type) => `Falta la variable obligatoria "$${name}" (${type}).`,
  ],
  [
    /^Variable "\$(\w+)" of non-null type "(.+)" must not be null\.$/,
    (name, type) => `La variable "$${name}" (${type}) no puede ser nula.`,
  ],
  [
    /^Variable "\$(\w+)" of type "(.+)" used in position expecting type "(.+)"\.$/,
    (name, type, expected) => `La variable "$${name}" es de tipo ${type} y aquí se espera ${expected}.`,
  ],
  [
    /^Variable "\$(\w+)" is not defined(?: by operation "\w+")?\.$/,
    (name) => `La variable "$${name}" no está declarada.`,
  ],
  [
    /^Variable "\$(\w+)" is never used(?: in operation "\w+")?\.$/,
    (name) => `La variable "$${name}" no se usa.`,
  ],
  [
    /^Cannot query field "(\w+)" on type "(\w+)"\.$/,
    (field, type) => `${type} no tiene el campo ${q(field)}.`,
  ],
  [
    /^Field "(\w+)" argument "(\w+)" of type "(.+)" is required, but it was not provided\.$/,
    (field, arg, type) => `Falta el argumento obligatorio ${q(arg)} (${type}) del campo ${q(field)}.`,
  ],
  [
    /^Unknown argument "(\w+)" on field "([\w.]+)"\.$/,
    (arg, field) => `El campo ${q(field)} no tiene el argumento ${q(arg)}.`,
  ],
  [/^Unknown type "(\w+)"\.$/, (type) => `El tipo ${q(type)} no existe.`],
  [
    /^Field "(\w+)" must not have a selection since type "(.+)" has no subfields\.$/,
    (field, type) => `El campo ${q(field)} (${type}) no admite una selección de subcampos.`,
  ],
  [
    /^Field "(\w+)" of type "(.+)" must have a selection of subfields\./,
    (field, type) => `El campo ${q(field)} (${type}) necesita una selección de subcampos.`,
  ],
  [
    /^'(.*)' exceeds maximum operation depth of (\d+)$/,
    (operation, max) => `La consulta ${q(operation)} supera la profundidad máxima (${max} niveles).`,
  ],
  [/^Syntax Error: ([\s\S]*)$/, (detail) => `Error de sintaxis en la consulta: ${syntaxDetail(detail)}`],
  [/^Must provide query string\.$/, () => 'Falta la consulta.'],
  [
    /^(?:Unknown operation named|Must provide operation name)/,
    () => 'La operación indicada no existe en el documento o falta su nombre.',
  ],
];

/** graphql-js's lexer and parser details ("Expected Name, found <EOF>.", "Unexpected character: "%"."). */
function syntaxDetail(detail: string): string {
  const found = /^Expected (.+), found (.+?)\.?$/.exec(detail);
  if (found) return `se esperaba ${spanishToken(found[1]!)} y se encontró ${spanishToken(found[2]!)}.`;
  const unexpected = /^(?:Unexpected|Invalid) (?:character: )?(.+?)\.?$/.exec(detail);
  if (unexpected) return `no se esperaba ${spanishToken(unexpected[1]!)}.`;
  if (/^Unterminated string/.test(detail)) return 'un texto no tiene comillas de cierre.';
  return 'el documento no es GraphQL válido.';
}

const spanishToken = (token: string) =>
  token === '<EOF>' ? 'el final del documento' : token === 'Name' ? 'un nombre' : token;

/** Whether the text is already Spanish (ours): it is left alone. */
const SPANISH = /[áéíóúñ¿¡]|^(?:La |El |Falta |Se esperaba |Consulta |No )/i;

/** The Spanish version of a graphql-js message; an unknown one keeps its detail after a Spanish lead-in. */
export function translateGraphqlMessage(message: string): string {
  for (const [pattern, spanish] of RULES) {
    const match = pattern.exec(message);
    if (match) return spanish(...match.slice(1).map((group) => group ?? ''));
  }
  return SPANISH.test(message) ? message : `Consulta no válida: ${message}`;
}
