// Runs before the first paint: puts the stored dark theme on <html> so a reload never flashes the light one.
// Mirrors src/theme/storage.ts (keys 'vite-ui-theme' and 'darkMode'); a storage failure just keeps light.
/* global localStorage, document, console */
(function () {
  try {
    var dark = localStorage.getItem('vite-ui-theme') === 'dark' || localStorage.getItem('darkMode') === 'enabled';
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
  } catch (error) {
    console.error('Could not restore the theme', error);
  }
})();
