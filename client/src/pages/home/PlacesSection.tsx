import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { slugify } from '../../../../schema/slug';
import { paths } from '../../platform/paths';
import { SearchLookupsDocument } from '../../graphql/generated/graphql';
import { useTranslation } from '../../i18n';

/** Links to the destination and category landing pages (what travellers search: "qué hacer en Mérida"). */
export function PlacesSection() {
  const { t } = useTranslation();
  const { data } = useQuery(SearchLookupsDocument);
  if (!data) return null;
  const groups = [
    {
      id: 'home-destinations',
      title: t('catalog.places.destinations'),
      items: data.locations,
      path: paths.destination,
    },
    {
      id: 'home-categories',
      title: t('catalog.places.categories'),
      items: data.activityCategories,
      path: paths.category,
    },
  ];
  return (
    <div className="container pb-5">
      <div className="row g-4">
        {groups.map((group) => (
          <nav key={group.id} className="col-12 col-lg-6" aria-labelledby={group.id}>
            <h2 id={group.id} className="h4 mb-3">
              {group.title}
            </h2>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {group.items.map((item) => (
                <li key={item.id}>
                  <Link to={group.path(slugify(item.name))} className="btn btn-sm btn-outline-secondary">
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
