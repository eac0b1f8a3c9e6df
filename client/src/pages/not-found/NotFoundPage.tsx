import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="container py-5 text-center">
      <h1>No encontrado</h1>
      <p>La página que busca no existe o fue movida.</p>
      <Link to="/" className="btn btn-primary">
        Volver al inicio
      </Link>
    </main>
  );
}
