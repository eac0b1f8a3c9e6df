import type { RouteObject } from 'react-router-dom';
import { homeHandle, homeLoader } from './home-route';
import { HomePage } from './HomePage';

/** The home page: in the public bundle (the first page most visitors see), rendered on the server. */
export const homeRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, loader: homeLoader, handle: homeHandle },
];
