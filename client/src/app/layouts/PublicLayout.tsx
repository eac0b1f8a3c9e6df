import { Outlet } from 'react-router-dom';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Header + page + footer for the public and customer auth screens. */
export function PublicLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <PublicHeader />
      <main id="main" className="flex-grow-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
