import { useQuery } from '@apollo/client/react';
import { ActivityCategoriesDocument } from '../../graphql/generated/graphql';

export function HomePage() {
  const { data, loading } = useQuery(ActivityCategoriesDocument);
  return (
    <section className="container py-5">
      <h1 className="mb-4">Xplora</h1>
      <label htmlFor="category" className="form-label">
        Categoría / ¿Qué quieres hacer?
      </label>
      <select id="category" className="form-select" disabled={loading}>
        {data?.activityCategories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name} — {category.description}
          </option>
        ))}
      </select>
    </section>
  );
}
