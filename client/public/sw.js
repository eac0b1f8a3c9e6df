// The voucher without a connection (issue 17): once a customer has opened /bookings/:id/voucher online, the page
// opens again offline, also after the browser was closed. Deliberately narrow:
// - it keeps only what the voucher page hands it (client/src/pages/voucher/offline.ts): the client shell (the same
//   HTML for every private screen) and the hashed /assets/ files that were loaded; the voucher's data is the
//   page's own localStorage copy, so no API answer is ever stored here;
// - it answers only navigations to a voucher address (network first, the shell when the network fails) and
//   /assets/ files (hashed names: their content never changes; cache first). Every other request, the server-rendered
//   catalogue pages included, goes to the network untouched.
var CACHE = 'xplora-voucher-v1';
var SHELL = '/__voucher-shell';
var VOUCHER_PAGE = /^\/bookings\/\d+\/voucher\/?$/;

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('xplora-voucher-') === 0 && name !== CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

/** The /assets/ files a document names (the shell's entry script, its styles and preloads). */
function assetsIn(html) {
  return (html.match(/\/assets\/[^"'\s)]+/g) || []).map(function (path) {
    return new URL(path, self.location.origin).href;
  });
}

/** Keeps the shell of `page` and exactly `assets` plus the shell's own files; other /assets/ files (older builds) go. */
function keep(page, assets) {
  return caches.open(CACHE).then(function (cache) {
    return fetch(page, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then(function (res) {
        if (!res.ok) throw new Error('shell ' + res.status);
        return Promise.all([cache.put(SHELL, res.clone()), res.text()]);
      })
      .then(function (done) {
        var wanted = assets
          .map(function (path) {
            return new URL(path, self.location.origin).href;
          })
          .concat(assetsIn(done[1]));
        return Promise.all(
          wanted.map(function (url) {
            return cache.match(url).then(function (hit) {
              return hit || cache.add(url);
            });
          }),
        ).then(function () {
          return wanted;
        });
      })
      .then(function (wanted) {
        return cache.keys().then(function (requests) {
          return Promise.all(
            requests
              .filter(function (req) {
                return new URL(req.url).pathname.indexOf('/assets/') === 0 && wanted.indexOf(req.url) < 0;
              })
              .map(function (req) {
                return cache.delete(req);
              }),
          );
        });
      });
  });
}

self.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type !== 'keep-voucher' || !VOUCHER_PAGE.test(data.page) || !Array.isArray(data.assets)) return;
  var assets = data.assets.filter(function (path) {
    return typeof path === 'string' && path.indexOf('/assets/') === 0;
  });
  var done = keep(data.page, assets).then(
    function () {
      return { type: 'voucher-kept' };
    },
    function () {
      return { type: 'voucher-not-kept' };
    },
  );
  event.waitUntil(
    done.then(function (reply) {
      if (event.ports[0]) event.ports[0].postMessage(reply);
    }),
  );
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && VOUCHER_PAGE.test(url.pathname)) {
    event.respondWith(
      fetch(request).catch(function (error) {
        return caches.match(SHELL).then(function (shell) {
          if (shell) return shell;
          throw error;
        });
      }),
    );
  } else if (url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(
      caches.open(CACHE).then(function (cache) {
        return cache.match(request.url).then(function (hit) {
          if (hit) return hit;
          // A file the app loads later (another lazy screen): kept too, until the next voucher visit prunes.
          return fetch(request).then(function (res) {
            if (res.status === 200) cache.put(request.url, res.clone()).catch(function () {});
            return res;
          });
        });
      }),
    );
  }
});
