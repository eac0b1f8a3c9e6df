import { useTranslation } from '../../i18n';
import { changeLanguage, LANGUAGES, type Language } from '../../i18n';

/** es / en selector. The spec keeps it in the profile menu but hidden (`hidden` prop). */
export function LanguageSelector({ hidden = false }: { hidden?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`px-3 py-1${hidden ? ' d-none' : ''}`} data-testid="language-selector">
      <label htmlFor="xp-language" className="form-label small mb-1">
        {t('header.language')}
      </label>
      <select
        id="xp-language"
        className="form-select form-select-sm"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
