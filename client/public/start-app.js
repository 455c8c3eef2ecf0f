/* global document, localStorage, requestAnimationFrame, setTimeout */
// Preloads the visitor's language with the app's scripts; on a server-rendered page, starts the app after the
// first paint. Served as is (not minified): see docs/architecture.md, "The first page".
(function () {
  var me = document.currentScript;
  var started = false;

  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  function catalog() {
    var stored = '';
    try {
      // STORAGE_KEYS.lang of @app/shared (a static file: it cannot import it).
      stored = (localStorage.getItem('lang') || '').toUpperCase();
    } catch {
      /* no storage: English, as the app */
    }
    var locale = /^(ZH-CN|ZH-TW)$/.test(stored) ? 'zh-' + stored.slice(3) : 'en-US';
    var catalogs = (me.getAttribute('data-catalogs') || '').split(' ');
    for (var i = 0; i < catalogs.length; i++) {
      var pair = catalogs[i].split('=');
      if (pair[0] === locale && pair[1]) preload(pair[1]);
    }
  }

  function start() {
    if (started) return;
    started = true;
    // Own task: the first localStorage read is slow (TBT).
    catalog();
    setTimeout(load, 0);
  }

  function load() {
    var modules = (me.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < modules.length; i++) if (modules[i]) preload(modules[i]);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
  }

  if (!me.getAttribute('data-entry')) {
    catalog();
    return;
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  setTimeout(start, 1000);
})();
