import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../platform/paths';
import type { RouteHandle } from '../../platform/route-handle';
import { ActivityDetailDocument } from '../../graphql/generated/graphql';
import { serverClient } from '../../ssr/loader-context';
import { activityMeta } from './activity-meta';

const ID = /^[1-9]\d{0,9}$/;

/** Loader data of a page whose subject does not exist: rendered as the not-found view, with status 404. */
export interface NotFoundData {
  notFound: true;
}

export function notFound() {
  return data<NotFoundData>({ notFound: true }, { status: 404 });
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && (value as NotFoundData).notFound === true;
}

/**
 * Server side of /activity/:id/:slug: the anonymous detail query (a pending, unpublished or deleted activity is
 * NOT_FOUND to a visitor) decides 404, and a stale or missing slug answers 301 to the one canonical address.
 */
export async function activityLoader({ params, context }: LoaderFunctionArgs) {
  const client = serverClient(context);
  if (!client) return null;
  const id = params.id ?? '';
  if (!ID.test(id)) return notFound();
  const { data: result } = await client.query({
    query: ActivityDetailDocument,
    variables: { id },
    errorPolicy: 'all',
  });
  const activity = result?.activity;
  if (!activity) return notFound();
  if (params.slug !== activity.slug) throw redirect(paths.activity(activity.id, activity.slug), 301);
  return null;
}

export const activityHandle: RouteHandle = {
  title: 'pages.activity',
  ssr: true,
  meta: activityMeta,
  module: 'src/pages/activity/ActivityPage.tsx',
};
