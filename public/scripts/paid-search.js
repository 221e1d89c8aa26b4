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
    var experiment = me && me.getAttribute('data-experiment');
    var botDetection = me && me.getAttribute('data-bot-detection');
    var cookies = document.cookie;
    var source = new URLSearchParams(location.search).get('utm_source');
    if (!source) {
      var utm = /(?:^|;\s*)utm=([^;]*)/.exec(cookies);
      if (utm) source = JSON.parse(decodeURIComponent(utm[1])).utm_source;
    }
    if (source !== 'goo' || !(experiment || botDetection)) return;
    if (!/(?:^|;\s*)consent=all(?:;|$)/.test(cookies)) return;
    if (location.pathname.indexOf('/agent') !== -1 || /(?:^|;\s*)ha-(?:agent|bot)=/.test(cookies)) return;
    function load(src, onSettled) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (onSettled) {
        script.onload = onSettled;
        script.onerror = onSettled;
      }
      document.head.appendChild(script);
    }
    // Only the experiment script can change the page, so only it keeps the page hidden.
    if (experiment) {
      root.classList.add('experiment-pending');
      setTimeout(reveal, 4000);
      load(experiment, reveal);
    }
    if (botDetection) load(botDetection);
  } catch {
    // Never keep the page hidden because of this script.
    reveal();
  }
})();
