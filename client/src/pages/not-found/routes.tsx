import type { RouteObject } from 'react-router-dom';
import { notFoundHandle, notFoundLoader } from './not-found-route';
import { NotFoundPage } from './NotFoundPage';

/** Any unknown public address: a real 404 with the not-found page. */
export const notFoundRoutes: RouteObject[] = [
  { path: '*', element: <NotFoundPage />, loader: notFoundLoader, handle: notFoundHandle },
];
