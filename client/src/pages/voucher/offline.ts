/**
 * Keeps an opened voucher available without a connection, also after the browser was closed: the service worker
 * (client/public/sw.js) is registered here, by the only screen that needs it, and is handed the client shell and
 * the script and style files this page was built from. The voucher's data is the page's own localStorage copy.
 * Resolves true once the device holds everything the page needs offline.
 */
export async function keepVoucherOffline(page: string): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const { active } = await navigator.serviceWorker.ready;
    if (!active) return false;
    const assets = new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    );
    // This module is part of the voucher page's own chunk, loaded before any of the above could be missed.
    assets.add(new URL(import.meta.url).pathname);
    return await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      const timer = window.setTimeout(() => resolve(false), 20_000);
      channel.port1.onmessage = (event: MessageEvent<{ type?: string }>) => {
        window.clearTimeout(timer);
        resolve(event.data?.type === 'voucher-kept');
      };
      active.postMessage({ type: 'keep-voucher', page, assets: [...assets] }, [channel.port2]);
    });
  } catch {
    return false;
  }
}
