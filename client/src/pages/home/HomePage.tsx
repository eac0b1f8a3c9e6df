import { useTranslation } from '../../i18n';
import {
  DESTINATION_CARACAS,
  DESTINATION_LA_GUAIRA,
  HOME_CITY_SIZE,
  SEARCH_PAGE_SIZE,
} from '../../../../schema/constants';
import { paths } from '../../platform/paths';
import { searchPath } from '../search/search-params';
import { ActivityGridSection } from './ActivityGridSection';
import { HeroSearch } from './HeroSearch';
import { HOME_FEATURED_VARIABLES } from './home-route';
import { PlacesSection } from './PlacesSection';
import './home.css';
import { HydrationIsland } from '../../components/hydration/HydrationIsland';
import { RecentlyViewedSlot } from './recently-viewed/RecentlyViewedSlot';

/**
 * The Caracas and La Guaira sections exist but are switched off (customer spec §2.4); a build with
 * VITE_HOME_CITY_SECTIONS=1 turns them on.
 */
export const HOME_CITY_SECTIONS_ENABLED = import.meta.env.VITE_HOME_CITY_SECTIONS === '1';

const CITY_SECTIONS = [
  { id: 'home-caracas', name: 'Caracas', destinationId: DESTINATION_CARACAS },
  { id: 'home-la-guaira', name: 'La Guaira', destinationId: DESTINATION_LA_GUAIRA },
] as const;

/**
 * Home (customer spec §2.4): the hero with the three pickers and 'Buscar', then 'Lugares más Xplorados' — the 12
 * featured activities, newest first, with 8 placeholder cards while they load.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="xp-hero text-white">
        <div className="container py-5">
          <h1 className="display-5 fw-bold mb-2">{t('catalog.home.heroTitle')}</h1>
          <p className="lead mb-4">{t('catalog.home.heroSubtitle')}</p>
          <HydrationIsland>
            <HeroSearch />
          </HydrationIsland>
        </div>
      </section>

      <HydrationIsland>
        <ActivityGridSection
          id="home-featured"
          title={t('catalog.home.featured')}
          filter={HOME_FEATURED_VARIABLES.filter}
          perPage={HOME_FEATURED_VARIABLES.perPage}
          placeholders={SEARCH_PAGE_SIZE}
          orderBy={HOME_FEATURED_VARIABLES.orderBy}
          moreLink={paths.search}
          empty={t('catalog.home.empty')}
        />
      </HydrationIsland>

      <RecentlyViewedSlot />

      {HOME_CITY_SECTIONS_ENABLED &&
        CITY_SECTIONS.map((city) => (
          <ActivityGridSection
            key={city.id}
            id={city.id}
            title={t('catalog.home.inCity', { city: city.name })}
            filter={{ destinationId: String(city.destinationId) }}
            perPage={HOME_CITY_SIZE}
            placeholders={HOME_CITY_SIZE}
            moreLink={searchPath({ destinationId: String(city.destinationId) })}
          />
        ))}

      <HydrationIsland>
        <PlacesSection />
      </HydrationIsland>
    </>
  );
}
