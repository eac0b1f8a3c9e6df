/** 'Caminata al Pico Oriental' → 'caminata-al-pico-oriental'; 'Mérida' → 'merida'. Activities, destinations, categories. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 160);
}
