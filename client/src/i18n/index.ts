import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es, type Dictionary } from './es';

export const LANGUAGES = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return LANGUAGES.some((l) => l.code === value) ? (value as Language) : 'es';
  } catch {
    return 'es';
  }
}

/** Spanish is bundled; English is fetched the first time it is chosen. */
async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  if (language === 'en') {
    const { en } = await import('./en');
    i18next.addResourceBundle('en', 'translation', en);
  }
}

/** Spanish by default; English only through the (hidden) selector, remembered in localStorage. */
void i18next.use(initReactI18next).init({
  resources: { es: { translation: es } },
  lng: 'es',
  fallbackLng: 'es',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await ensureLoaded(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

const initial = storedLanguage();
if (initial !== 'es') void changeLanguage(initial);

export { i18next };
