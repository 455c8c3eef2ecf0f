/* global document, requestAnimationFrame, setTimeout */
// Starts the app on a page the server has rendered (server/src/modules/site/seo.ts, startAfterPaint): the
// page's text is painted first, then the app's scripts are fetched and run, which then take over the page.
// Its data attributes name the entry script and the modules to preload, as index.html would.
(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = (me.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  // After the next frame has been painted; at once in a background tab, which paints no frames.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  // Should no frame come (a throttled tab), the app still starts.
  setTimeout(start, 1000);
})();
