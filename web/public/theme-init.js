// Runs before the first paint: puts the theme (and a remembered adult-content confirmation) on <html> so a load never
// flashes the other one. Mirrors src/theme/storage.ts: a stored choice wins (keys 'vite-ui-theme' and 'darkMode';
// either saying dark means dark, either saying light means light); without one the device's prefers-color-scheme
// decides.
/* global localStorage, document, console, window */
(function () {
  var choice = null;
  try {
    var theme = localStorage.getItem('vite-ui-theme');
    var darkMode = localStorage.getItem('darkMode');
    if (theme === 'dark' || darkMode === 'enabled') choice = 'dark';
    else if (theme === 'light' || darkMode === 'disabled') choice = 'light';
  } catch (error) {
    console.error('Could not restore the theme', error);
  }
  var dark =
    choice === null
      ? typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
      : choice === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.classList.toggle('light', !dark);
  // A reader who confirmed being 18 or older in this browser (src/pages/chapter/adult-notice.tsx).
  try {
    if (localStorage.getItem('inkshelf-adult-ok') === '1') document.documentElement.dataset.adultOk = '';
  } catch (error) {
    console.error('Could not read the adult-content choice', error);
  }
})();
