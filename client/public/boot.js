// Starts a server-rendered page's scripts once its HTML has painted: on a slow phone the text, the CSS and the first
// images get the bandwidth first, and the scripts that bring the page to life (hydration) follow. The server names
// the entry and the modules to preload (server/src/http/pages.ts). A file of its own: the CSP allows no inline script.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.head.appendChild(main);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
