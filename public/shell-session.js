// @ts-check
/**
 * On the page whose prerendered shell is the login form ('/'): marks <html data-session> before the first
 * paint when a session is saved or a ?LoginNumSeq ticket is coming, so that the page's style hides that shell
 * and a signed-in start shows the app, never a login form flashing by (src/server/plugins/external/static.ts).
 */
(() => {
  try {
    if (localStorage.getItem('id_token') || /[?&]LoginNumSeq=/i.test(location.search))
      document.documentElement.setAttribute('data-session', '');
  } catch {
    // storage unavailable: no saved session
  }
})();
