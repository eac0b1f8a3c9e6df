import { Outlet } from 'react-router-dom';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { HydrationIsland } from '../../components/hydration/HydrationIsland';

/** Header + page + footer for the public and customer auth screens. */
export function PublicLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <HydrationIsland>
        <PublicHeader />
      </HydrationIsland>
      <main id="main" className="flex-grow-1">
        <HydrationIsland>
          <Outlet />
        </HydrationIsland>
      </main>
      <HydrationIsland>
        <PublicFooter />
      </HydrationIsland>
    </div>
  );
}
