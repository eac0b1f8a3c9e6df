import { useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { loadingStore } from './loading-store';

/** Thin bar at the top of the page while any request or lazy route is loading. */
/** A server render has no request in flight. */
const idle = () => 0;

export function LoadingBar() {
  const requests = useSyncExternalStore(loadingStore.subscribe, loadingStore.getCount, idle);
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = requests > 0 || navigation.state !== 'idle';
  return (
    <div
      className={`xp-loading-bar${busy ? ' is-active' : ''}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-label={t('common.loading')}
      aria-busy={busy}
      data-testid="loading-bar"
    />
  );
}
