/*
 * Paid-search visits (utm_source=goo) get the external experiment script and
 * the bot-detection script (spec §2, §7). The experiment script may change
 * the page, so the page stays hidden until it loads or fails, or 4 s pass
 * (a CSS animation reveals it at 4 s even if this script stops). Only with
 * advertising consent, and never for agent or bot sessions. Runs before the
 * first paint: it is a plain, synchronous first-party script (the CSP allows
 * no inline code), included only when those scripts are configured.
 */
(function () {
  var root = document.documentElement;
  function reveal() {
    root.classList.remove('experiment-pending');
  }
  try {
    var me = document.currentScript;
    var sources = ((me && me.getAttribute('data-scripts')) || '').split(' ').filter(Boolean);
    var cookies = document.cookie;
    var source = new URLSearchParams(location.search).get('utm_source');
    if (!source) {
      var utm = /(?:^|;\s*)utm=([^;]*)/.exec(cookies);
      if (utm) source = JSON.parse(decodeURIComponent(utm[1])).utm_source;
    }
    if (source !== 'goo' || sources.length === 0) return;
    if (!/(?:^|;\s*)consent=all(?:;|$)/.test(cookies)) return;
    if (location.pathname.indexOf('/agent') !== -1 || /(?:^|;\s*)ha-(?:agent|bot)=/.test(cookies)) return;
    root.classList.add('experiment-pending');
    setTimeout(reveal, 4000);
    sources.forEach(function (src, index) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      // The first is the experiment script: the page shows as soon as it has run or failed.
      if (index === 0) {
        script.onload = reveal;
        script.onerror = reveal;
      }
      document.head.appendChild(script);
    });
  } catch {
    // Never keep the page hidden because of this script.
    reveal();
  }
})();
